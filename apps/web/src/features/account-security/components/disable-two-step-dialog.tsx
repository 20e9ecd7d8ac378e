import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { PasswordConfirmDialog } from '@/components/ui/password-confirm-dialog';
import { useDisableTwoStepMutation } from '../api/account-security-api';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Turned off: the server's message. */
  onDisabled: (message: string) => void;
};

/** Turning two-step verification off takes the password, as anyone at an unlocked screen could try it. */
export function DisableTwoStepDialog({ opened, onClose, onDisabled }: Props) {
  const { t } = useTranslation('accountSecurity');
  const [disable, { isLoading }] = useDisableTwoStepMutation();

  return (
    <PasswordConfirmDialog
      opened={opened}
      title={t('twoStep.disableDialog.question')}
      passwordLabel={t('twoStep.disableDialog.password')}
      confirmLabel={t('twoStep.disableDialog.confirm')}
      loading={isLoading}
      confirm={disable}
      onConfirmed={(answer) => onDisabled(answer.message)}
      onClose={onClose}
    >
      <Text size="sm">{t('twoStep.disableDialog.consequences')}</Text>
    </PasswordConfirmDialog>
  );
}
