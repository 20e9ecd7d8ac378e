import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export type ConfirmModalProps = {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  /** Destroys or cancels something: its answer is red, and the question starts on "no". */
  danger?: boolean;
  /** Not destructive, but weighty (it gives or takes an administrator's rights): it starts on "no" too. */
  startOnCancel?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The question itself, in Mantine's modal (confirm-modal.tsx loads it). */
export function ConfirmDialog({ opened, title, message, confirmLabel, cancelLabel, closeLabel, danger, startOnCancel, loading, onConfirm, onCancel }: ConfirmModalProps) {
  const onNo = danger || startOnCancel;
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': closeLabel }}>
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          {/* A question that destroys starts on "no": Enter pressed twice never deletes or cancels anything. */}
          <Button variant="default" onClick={onCancel} data-autofocus={onNo || undefined}>
            {cancelLabel}
          </Button>
          <Button color={danger ? 'red' : undefined} loading={loading} onClick={onConfirm} data-autofocus={!onNo || undefined}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
