import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordConfirmationBodySchema, type PasswordConfirmationBody } from '@rumbo/contract';
import { PasswordField } from '@/components/ui/password-field';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useFieldMessage } from '@/lib/i18n/use-field-message';
import { useDisableTwoStepMutation } from '../api/account-security-api';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Turned off: the server's message. */
  onDisabled: (message: string) => void;
};

/** Turning two-step verification off takes the password, as anyone at an unlocked screen could try it. */
export function DisableTwoStepDialog({ opened, onClose, onDisabled }: Props) {
  const { t } = useTranslation(['accountSecurity', 'common']);
  const fieldMessage = useFieldMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [disable, { isLoading }] = useDisableTwoStepMutation();
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
    const result = await disable(body);
    if ('error' in result) {
      const fields = fieldErrors(result.error);
      if (fields.password) setError('password', { type: 'server', message: fields.password }, { shouldFocus: true });
      else setFailure(errorMessage(result.error));
      return;
    }
    reset();
    onDisabled(result.data.message);
  });

  return (
    <Modal opened={opened} onClose={close} title={t('twoStep.disableDialog.question')} centered closeButtonProps={{ 'aria-label': t('common:common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('twoStep.disableDialog.consequences')}</Text>
          <PasswordField
            label={t('twoStep.disableDialog.password')}
            autoComplete="current-password"
            data-autofocus
            error={fieldMessage(formState.errors.password)}
            {...register('password')}
          />
          {failure && (
            <Text role="alert" c="red.8" size="sm">
              {failure}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={isLoading}>
              {t('twoStep.disableDialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
