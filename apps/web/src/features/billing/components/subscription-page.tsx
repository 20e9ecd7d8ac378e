import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCreditCard, IconReceipt, IconRefresh, IconX } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { formatDate, formatMoney, planNameKeys, type Language, type Plan, type Subscription } from '@rumbo/contract';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/errors';
import { useCancelSubscriptionMutation, useGetDefaultPaymentMethodQuery, useGetSubscriptionQuery } from '../api/billing-api';
import type { CardsState } from '../billing-navigation';
import { CardSummary, cardFactsOf } from './card-summary';
import { PlansPage } from './plans-page';
import { ResumeSubscription } from './resume-subscription';
import { StatusBadge } from './status-badge';
import { SubscriptionOutcome } from './subscription-outcome';
import { TestModeBadge } from './test-mode-badge';

type Props = { language: Language; timeZone: string; suggestedPlan: Plan | null };

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} fz="lg" className="rumbo-amount">
        {children}
      </Text>
    </Stack>
  );
}

export function SubscriptionStatusBadge({ subscription, endDate }: { subscription: Subscription; endDate: string }) {
  const { t } = useTranslation('billing');
  if (subscription.status === 'canceled') return <StatusBadge color="gray" icon={<IconX size={12} aria-hidden />}>{t('subscription.status.canceled')}</StatusBadge>;
  if (subscription.cancel_at_period_end) {
    return <StatusBadge color="amber" icon={<IconX size={12} aria-hidden />}>{t('subscription.status.cancelling', { date: endDate })}</StatusBadge>;
  }
  if (subscription.status === 'past_due') {
    return <StatusBadge color="red" icon={<IconAlertTriangle size={12} aria-hidden />}>{t('subscription.status.past_due')}</StatusBadge>;
  }
  return <StatusBadge color="green" icon={<IconCircleCheck size={12} aria-hidden />}>{t('subscription.status.active')}</StatusBadge>;
}

function DefaultCard() {
  const { t } = useTranslation('billing');
  const method = useGetDefaultPaymentMethodQuery();
  const toCards = { from: 'subscription' } satisfies CardsState;
  if (method.isError) return <LoadError message={errorMessage(method.error, t('myPayments.cardLoadFailed'))} onRetry={() => void method.refetch()} />;
  if (!method.data) return <Skeleton height={48} />;
  const card = method.data.paymentMethod;
  return (
    <Group justify="space-between" gap="sm">
      {card ? <CardSummary card={cardFactsOf(card)} /> : <Text c="dimmed">{t('subscription.noCard')}</Text>}
      <Button component={Link} to={card ? paths.paymentMethod : paths.newPaymentMethod} state={toCards} variant="default" leftSection={<IconCreditCard size={18} aria-hidden />}>
        {card ? t('subscription.changeCard') : t('subscription.addCard')}
      </Button>
    </Group>
  );
}

function CurrentSubscription({ subscription, language, timeZone }: { subscription: Subscription; language: Language; timeZone: string }) {
  const { t } = useTranslation(['billing', 'messages', 'common']);
  const [cancel, cancelState] = useCancelSubscriptionMutation();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const price = subscription.items.data[0]?.price;
  const planName = t(`messages:${planNameKeys[subscription.plan.product]}`);
  const endDate = formatDate(subscription.current_period_end * 1000, language, timeZone);
  const cancelling = subscription.cancel_at_period_end || subscription.status === 'canceled';
  const next = subscription.next_charge;

  const confirmCancel = async () => {
    const result = await cancel({ subscriptionId: subscription.id });
    setConfirming(false);
    if ('error' in result) setOutcome({ ok: false, message: errorMessage(result.error, t('subscription.cancelErrorText')) });
    else setOutcome({ ok: true });
  };

  return (
    <Stack gap="lg">
      {subscription.status === 'past_due' && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('subscription.status.past_due')}>
          {next ? t('subscription.pastDueRetryText', { date: formatDate(next.date * 1000, language, timeZone) }) : t('subscription.pastDueText')}
        </Alert>
      )}
      {subscription.cancel_at_period_end && subscription.status !== 'canceled' && (
        <Alert color="amber" icon={<IconAlertTriangle aria-hidden />}>
          {t('subscription.cancellingText', { date: endDate })}
        </Alert>
      )}
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="current-plan">
        <Stack gap="lg">
          <Group justify="space-between" gap="sm">
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t('subscription.currentPlan')}
              </Text>
              <Title order={2} id="current-plan">
                {planName}
              </Title>
            </Stack>
            <Group gap="xs">
              <SubscriptionStatusBadge subscription={subscription} endDate={endDate} />
              <TestModeBadge />
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: next ? 3 : 2 }} spacing="lg">
            <Fact label={t('subscription.monthlyPrice')}>{price ? formatMoney(price.unit_amount, language) : '—'}</Fact>
            {next ? (
              <>
                <Fact label={subscription.status === 'past_due' ? t('subscription.nextTry') : t('subscription.nextPayment')}>{formatDate(next.date * 1000, language, timeZone)}</Fact>
                <Stack gap={2}>
                  <Fact label={t('subscription.nextAmount')}>{formatMoney(next.amount, language)}</Fact>
                  {next.credit_applied > 0 && (
                    <Text size="xs" c="dimmed">
                      {t('subscription.nextAmountDetail', { price: formatMoney(next.price, language), credit: formatMoney(next.credit_applied, language) })}
                    </Text>
                  )}
                </Stack>
              </>
            ) : (
              <Fact label={cancelling ? t('subscription.endsOn') : t('subscription.nextPayment')}>{endDate}</Fact>
            )}
          </SimpleGrid>
          {subscription.credit_balance > 0 && (
            <Text size="sm">{t('subscription.credit', { amount: formatMoney(subscription.credit_balance, language) })}</Text>
          )}
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('subscription.paymentCard')}
            </Text>
            <DefaultCard />
          </Stack>
          <Group gap="sm">
            <Button component={Link} to={paths.plans} leftSection={<IconRefresh size={18} aria-hidden />}>
              {t('subscription.changePlan')}
            </Button>
            <ResumeSubscription subscription={subscription} />
            {!cancelling && (
              <Button variant="default" color="red" c="var(--mantine-color-error)" onClick={() => setConfirming(true)}>
                {t('subscription.cancel')}
              </Button>
            )}
            <Anchor component={Link} to={paths.subscriptionPaymentHistory} ml={{ xs: 'auto' }}>
              <Group gap={4} component="span">
                <IconReceipt size={16} aria-hidden />
                {t('subscription.history')}
              </Group>
            </Anchor>
          </Group>
        </Stack>
      </Card>
      <ConfirmModal
        opened={confirming}
        title={t('subscription.cancelConfirmTitle')}
        message={t('subscription.cancelConfirmText', { date: endDate })}
        confirmLabel={t('subscription.cancelConfirm')}
        cancelLabel={t('subscription.keep')}
        closeLabel={t('common:common.close')}
        danger
        loading={cancelState.isLoading}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setConfirming(false)}
      />
      <SubscriptionOutcome opened={outcome !== null} onClose={() => setOutcome(null)} title={outcome?.ok ? t('subscription.cancelledTitle') : t('subscription.cancelErrorTitle')}>
        {outcome?.ok ? (
          <Text>{t('subscription.cancelledText', { date: endDate })}</Text>
        ) : (
          <>
            <Text>{outcome?.message}</Text>
            <Text c="dimmed" size="sm">
              {t('subscription.cancelErrorLater')}
            </Text>
          </>
        )}
      </SubscriptionOutcome>
    </Stack>
  );
}

/** /subscriptions: the company's plan, its price, next payment (after credit) and card; without one, the plans (and the credit kept for the next). */
export function SubscriptionPage({ language, timeZone, suggestedPlan }: Props) {
  const { t } = useTranslation(['billing', 'common']);
  const subscription = useGetSubscriptionQuery();
  return (
    <Stack gap="lg">
      <PageHeader title={t('subscription.title')} subtitle={t('subscription.subtitle')} />
      {subscription.isError ? (
        <LoadError message={errorMessage(subscription.error, t('subscription.loadFailed'))} onRetry={() => void subscription.refetch()} />
      ) : !subscription.data ? (
        <Skeleton height={320} radius="lg" role="status" aria-label={t('common:common.loading')} />
      ) : subscription.data.subscription && subscription.data.subscription.status !== 'canceled' ? (
        <CurrentSubscription subscription={subscription.data.subscription} language={language} timeZone={timeZone} />
      ) : (
        <PlansPage language={language} suggestedPlan={suggestedPlan} embedded />
      )}
    </Stack>
  );
}
