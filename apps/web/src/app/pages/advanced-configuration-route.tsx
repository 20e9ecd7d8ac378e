import { Stack } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { DeleteAccountSection } from '@/features/account-deletion/components/delete-account-section';
import { TripRulesLink } from '@/features/trip-rules/components/trip-rules-link';
import { loggedOut } from '@/lib/api/session-slice';
import { useFeedback } from '@/lib/feedback/use-feedback';
import { useAppDispatch } from '../hooks';

/**
 * The advanced configuration: the way to the trip rules, and deleting the company's account. Once
 * deleted, every session of the company has ended on the server: the browser forgets its own and
 * goes to the login page, where the notice says what happened.
 */
export function AdvancedConfigurationRoute() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const feedback = useFeedback();

  const deleted = (message: string) => {
    dispatch(loggedOut());
    feedback('success', message);
    void navigate(paths.login, { replace: true });
  };

  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title={t('advancedConfiguration.title')} subtitle={t('advancedConfiguration.subtitle')} />
      <TripRulesLink to={paths.advancedConfigurationRules} />
      <DeleteAccountSection onDeleted={deleted} />
    </Stack>
  );
}
