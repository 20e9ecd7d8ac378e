import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { PasswordConfirmDialog } from '@/components/ui/password-confirm-dialog';
import { useDeleteAccountMutation } from '../api/account-deletion-api';

/**
 * The danger zone of the advanced configuration: deleting the company's account, confirmed in a
 * modal with the administrator's password. `onDeleted` gets the server's message (the app logs out).
 */
export function DeleteAccountSection({ onDeleted }: { onDeleted: (message: string) => void }) {
  const { t } = useTranslation('accountDeletion');
  const [opened, setOpened] = useState(false);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="delete-account-title" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
      <Stack gap="sm">
        <Title order={2} fz="h3" id="delete-account-title" c="var(--mantine-color-error)">
          {t('accountDeletion.title')}
        </Title>
        <Text size="sm">{t('accountDeletion.explanation')}</Text>
        <Group>
          <Button color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setOpened(true)}>
            {t('accountDeletion.open')}
          </Button>
        </Group>
      </Stack>
      <PasswordConfirmDialog
        opened={opened}
        title={t('accountDeletion.title')}
        passwordLabel={t('accountDeletion.passwordLabel')}
        passwordHint={t('accountDeletion.passwordHint')}
        confirmLabel={t('accountDeletion.confirm')}
        loading={isLoading}
        confirm={deleteAccount}
        onConfirmed={(answer) => onDeleted(answer.message)}
        onClose={() => setOpened(false)}
      >
        <Text fw={600}>{t('accountDeletion.question')}</Text>
        <Text size="sm">{t('accountDeletion.consequences')}</Text>
      </PasswordConfirmDialog>
    </Card>
  );
}
