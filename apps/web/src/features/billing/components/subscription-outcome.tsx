import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';

type Props = {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** What the answer says, above the one button that closes it. */
  children: ReactNode;
};

/** What cancelling or resuming the subscription answered, until it is read: one dialog for both. */
export function SubscriptionOutcome({ opened, title, onClose, children }: Props) {
  const { t } = useTranslation(['billing', 'common']);
  return (
    <Modal opened={opened} onClose={onClose} centered title={title} closeButtonProps={{ 'aria-label': t('common:common.close') }}>
      <Stack>
        {children}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('subscription.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
