import { useState } from 'react';
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { deleteAccountBodySchema, type DeleteAccountBody } from '@rumbo/contract';
import { PasswordField } from '@/components/ui/password-field';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useFieldMessage } from '@/lib/i18n/use-field-message';
import { useDeleteAccountMutation } from '../api/account-deletion-api';

/**
 * The danger zone of the advanced configuration: deleting the company's account, confirmed in a
 * modal with the administrator's password. `onDeleted` gets the server's message (the app logs out).
 */
export function DeleteAccountSection({ onDeleted }: { onDeleted: (message: string) => void }) {
  const { t } = useTranslation(['accountDeletion', 'common']);
  const fieldMessage = useFieldMessage();
  const [opened, setOpened] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const { register, handleSubmit, formState, reset, setError } = useForm<DeleteAccountBody>({
    resolver: zodResolver(deleteAccountBodySchema),
    defaultValues: { password: '' },
  });

  const close = () => {
    setOpened(false);
    setFailure(null);
    reset();
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await deleteAccount(values).unwrap();
      onDeleted(answer.message);
    } catch (error) {
      const fields = fieldErrors(error as Parameters<typeof fieldErrors>[0]);
      if (fields.password) setError('password', { type: 'server', message: fields.password });
      else setFailure(errorMessage(error as Parameters<typeof errorMessage>[0]));
    }
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="delete-account-title" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
      <Stack gap="sm">
        <Title order={2} fz="h3" id="delete-account-title" c="red.8">
          {t('accountDeletion.title')}
        </Title>
        <Text size="sm">{t('accountDeletion.explanation')}</Text>
        <Group>
          <Button color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setOpened(true)}>
            {t('accountDeletion.open')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={close} title={t('accountDeletion.title')} centered closeButtonProps={{ 'aria-label': t('common:common.close') }}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text fw={600}>{t('accountDeletion.question')}</Text>
            <Text size="sm">{t('accountDeletion.consequences')}</Text>
            <PasswordField
              label={t('accountDeletion.passwordLabel')}
              description={t('accountDeletion.passwordHint')}
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
                {t('accountDeletion.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
