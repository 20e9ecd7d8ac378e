import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { formatDate, formatMoney, planNameKeys, type Language } from '@rumbo/contract';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/errors';
import { useGetSubscriptionQuery } from '../api/billing-api';
import { DefaultCardPanel } from './default-card-panel';
import { PaymentHistory } from './payment-history';
import { SubscriptionStatusBadge } from './subscription-page';

function CurrentPlanPanel({ language, timeZone }: { language: Language; timeZone: string }) {
  const { t } = useTranslation(['billing', 'messages']);
  const query = useGetSubscriptionQuery();
  const subscription = query.data?.subscription;
  const live = subscription && subscription.status !== 'canceled' ? subscription : null;
  const endDate = live ? formatDate(live.current_period_end * 1000, language, timeZone) : '';
  const price = live?.items.data[0]?.price;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="payments-plan">
      <Stack gap="sm" h="100%">
        <Title order={2} fz="h4" id="payments-plan">
          {t('payments.plan')}
        </Title>
        {query.isError ? (
          <LoadError message={errorMessage(query.error, t('subscription.loadFailed'))} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <Skeleton height={48} />
        ) : live ? (
          <Stack gap={4}>
            <Group gap="xs">
              <Text fw={600}>{t(`messages:${planNameKeys[live.plan.product]}`)}</Text>
              <SubscriptionStatusBadge subscription={live} endDate={endDate} />
            </Group>
            <Text size="sm" c="dimmed" className="rumbo-amount">
              {price ? `${formatMoney(price.unit_amount, language)} ${t('plans.perMonth')} · ` : ''}
              {live.cancel_at_period_end ? `${t('subscription.endsOn')} ${endDate}` : `${t('subscription.nextPayment')}: ${endDate}`}
            </Text>
          </Stack>
        ) : (
          <Text c="dimmed">{t('payments.noPlan')}</Text>
        )}
        {query.data && (
          <Button component={Link} to={live ? paths.subscriptions : paths.plans} variant="default" leftSection={<IconListDetails size={18} aria-hidden />} mt="auto" style={{ alignSelf: 'flex-start' }}>
            {live ? t('payments.manageSubscription') : t('payments.seePlans')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** /payments: the current plan and the default card above the payment history. */
export function PaymentsPage({ language, timeZone }: { language: Language; timeZone: string }) {
  const { t } = useTranslation('billing');
  return (
    <Stack gap="lg">
      <PageHeader title={t('payments.title')} subtitle={t('payments.subtitle')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <CurrentPlanPanel language={language} timeZone={timeZone} />
        <DefaultCardPanel from="payments" />
      </SimpleGrid>
      <Title order={2} fz="h3">
        {t('history.title')}
      </Title>
      <PaymentHistory language={language} timeZone={timeZone} />
    </Stack>
  );
}
