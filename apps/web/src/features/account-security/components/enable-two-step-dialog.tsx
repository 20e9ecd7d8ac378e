import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import type { TwoStepSetup } from '@rumbo/contract';
import { PasswordConfirmDialog } from '@/components/ui/password-confirm-dialog';
import { httpStatus } from '@/lib/api/errors';
import { useStartTwoStepSetupMutation } from '../api/account-security-api';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The password was right: the new secret for the app. */
  onStarted: (setup: TwoStepSetup) => void;
  /** Turned on meanwhile (another tab): the dialog says so, and the section should read the status again. */
  onAlreadyOn: () => void;
};

/** Turning two-step verification on takes the password first: whoever does it holds the account's second step. */
export function EnableTwoStepDialog({ opened, onClose, onStarted, onAlreadyOn }: Props) {
  const { t } = useTranslation('accountSecurity');
  const [startSetup, { isLoading }] = useStartTwoStepSetupMutation();

  return (
    <PasswordConfirmDialog
      opened={opened}
      title={t('twoStep.enableDialog.question')}
      passwordLabel={t('twoStep.enableDialog.password')}
      confirmLabel={t('twoStep.enableDialog.confirm')}
      danger={false}
      loading={isLoading}
      confirm={async (body) => {
        const result = await startSetup(body);
        if (httpStatus(result.error) === 409) onAlreadyOn();
        return result;
      }}
      onConfirmed={onStarted}
      onClose={onClose}
    >
      <Text size="sm">{t('twoStep.enableDialog.explanation')}</Text>
    </PasswordConfirmDialog>
  );
}
