import { Paper, Switch } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { useUpdateUserConfigMutation } from '@/features/user-config/api/user-config-api';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useAppSelector } from '../hooks';

/** Whether the person's ride notices go by mail too (they always reach the app's notices). */
export function RideMailsSwitch() {
  const { t } = useTranslation('riders');
  // A browser that saved its settings before the preference existed has none: on, as the server's default.
  const rideMails = useAppSelector((state) => state.userConfig.preferences.rideMails ?? true);
  const [update, updating] = useUpdateUserConfigMutation();
  const notifyOutcome = useNotifyOutcome();
  return (
    <Paper withBorder radius="lg" p="md">
      <Switch
        checked={rideMails}
        disabled={updating.isLoading}
        onChange={(event) => void notifyOutcome(update({ rideMails: event.currentTarget.checked }))}
        label={t('riders.profile.rideMails')}
        description={t('riders.profile.rideMailsHint')}
      />
    </Paper>
  );
}
