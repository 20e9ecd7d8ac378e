import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { passwordConfirmationBodySchema, type PasswordConfirmationBody } from '@rumbo/contract';
import { errorMessage, fieldErrors, type MutationResult } from '@/lib/api/errors';
import { useFieldMessage } from '@/lib/i18n/use-field-message';
import { PasswordField } from './password-field';

type Props<T> = {
  opened: boolean;
  title: string;
  /** What confirming does, above the password field. */
  children: ReactNode;
  passwordLabel: string;
  passwordHint?: string;
  confirmLabel: string;
  /** Red for what removes or lowers something (the default); false for a step forward, in the theme's colour. */
  danger?: boolean;
  /** The field the server names when the password is wrong or missing. */
  serverField?: string;
  loading: boolean;
  /** Sends the password; a wrong one comes back as the field's error, any other failure under the field. */
  confirm: (body: PasswordConfirmationBody) => Promise<MutationResult<T>>;
  onConfirmed: (data: T) => void;
  onClose: () => void;
};

/**
 * An irreversible or security-lowering action confirmed with the person's password, because anyone at
 * an unlocked screen could otherwise do it. The form clears when the dialog closes.
 */
export function PasswordConfirmDialog<T>({
  opened,
  title,
  children,
  passwordLabel,
  passwordHint,
  confirmLabel,
  danger = true,
  serverField = 'password',
  loading,
  confirm,
  onConfirmed,
  onClose,
}: Props<T>) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset, setError } = useForm<PasswordConfirmationBody>({
    resolver: zodResolver(passwordConfirmationBodySchema),
    defaultValues: { password: '' },
  });

  const close = () => {
    setFailure(null);
    reset();
    onClose();
  };

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    const result = await confirm(body);
    if (result.error) {
      const fields = fieldErrors(result.error);
      const wrongPassword = fields[serverField];
      if (wrongPassword) setError('password', { type: 'server', message: wrongPassword }, { shouldFocus: true });
      else setFailure(errorMessage(result.error));
      return;
    }
    reset();
    onConfirmed(result.data);
  });

  return (
    <Modal opened={opened} onClose={close} title={title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {children}
          <PasswordField
            label={passwordLabel}
            description={passwordHint}
            autoComplete="current-password"
            data-autofocus
            error={fieldMessage(formState.errors.password)}
            {...register('password')}
          />
          {failure && (
            <Text role="alert" c="var(--mantine-color-error)" size="sm">
              {failure}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={loading}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
