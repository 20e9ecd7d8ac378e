import { Alert, Card, Divider, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { tripRuleNames, type TripRuleName } from '@rumbo/contract';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useGetTripRulesQuery, useUpdateTripRulesMutation } from '../api/trip-rules-api';

/** The trip rules screen: three switches, each saved as it is flipped. */
export function TripRulesPage() {
  const { t } = useTranslation(['tripRules', 'common']);
  const rules = useGetTripRulesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [updateRules] = useUpdateTripRulesMutation();
  const notifyOutcome = useNotifyOutcome();
  const data = rules.data?.data;

  const toggle = (name: TripRuleName, value: boolean) =>
    notifyOutcome(updateRules({ [name]: value }), { success: (answer) => answer.message, failureTitle: t('tripRules.saveError') });

  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title={t('tripRules.title')} subtitle={t('tripRules.subtitle')} />
      {rules.isError ? (
        <LoadError title={t('tripRules.loadError')} message={errorMessage(rules.error)} onRetry={() => void rules.refetch()} />
      ) : !data ? (
        <Stack gap="md" role="status" aria-label={t('common:common.loading')}>
          {tripRuleNames.map((name) => (
            <Skeleton key={name} height={64} />
          ))}
        </Stack>
      ) : (
        <Card withBorder padding="lg">
          <Stack gap="md">
            {tripRuleNames.map((name, index) => (
              <Stack key={name} gap="md">
                {index > 0 && <Divider />}
                <Switch
                  size="md"
                  checked={data.rules[name]}
                  onChange={(event) => void toggle(name, event.currentTarget.checked)}
                  label={<Text fw={600}>{t(`tripRules.rules.${name}.label`)}</Text>}
                  description={t(`tripRules.rules.${name}.description`)}
                />
              </Stack>
            ))}
          </Stack>
        </Card>
      )}
      <Alert variant="light" icon={<IconUsersGroup size={18} aria-hidden />} title={t('tripRules.interCompanyLimitTitle')}>
        {t('tripRules.interCompanyLimit', { max: data?.interCompanyMaxPeople ?? 4 })}
      </Alert>
    </Stack>
  );
}
