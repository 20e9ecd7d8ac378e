import { useEffect, useState } from 'react';
import { Alert, Button, Card, Divider, Group, Modal, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconCreditCardPay, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatMoney, type Language } from '@rumbo/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/errors';
import {
  useChangePlanMutation,
  useCreateSubscriptionMutation,
  useGetCardsQuery,
  useGetPriceQuery,
  useGetSetupIntentPaymentMethodQuery,
  useGetSubscriptionQuery,
} from '../api/billing-api';
import { readState, type CardsState, type CheckoutState } from '../billing-navigation';
import { CardChoice } from './card-choice';
import { TestModeBadge } from './test-mode-badge';

/** How long the result stays before the page moves on: 3 s after success, 5 s after an error. */
export const successRedirectMs = 3000;
export const errorRedirectMs = 5000;

type Outcome = { ok: true; message: string } | { ok: false; message: string };

function ResultModal({ outcome, onContinue }: { outcome: Outcome | null; onContinue: () => void }) {
  const { t } = useTranslation(['billing', 'common']);
  return (
    <Modal
      opened={outcome !== null}
      onClose={onContinue}
      centered
      withCloseButton={false}
      title={outcome?.ok ? t('purchase.successTitle') : t('purchase.errorTitle')}
    >
      <Stack align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={outcome?.ok ? undefined : 'red'}>
          {outcome?.ok ? <IconCircleCheck size={32} aria-hidden /> : <IconAlertCircle size={32} aria-hidden />}
        </ThemeIcon>
        {outcome && outcome.message !== t('purchase.successTitle') && <Text>{outcome.message}</Text>}
        <Text size="sm" c="dimmed">
          {outcome?.ok ? t('purchase.successRedirect') : t('purchase.errorRedirect')}
        </Text>
        <Button onClick={onContinue} data-autofocus>
          {t('purchase.goNow')}
        </Button>
      </Stack>
    </Modal>
  );
}

/**
 * /home/purchase-detail: the chosen plan and its monthly total, the card to pay with (the one a card
 * form just saved, else the default), then the purchase, or the plan change when the company already
 * has a subscription.
 */
export function PurchaseDetailPage({ language }: { language: Language }) {
  const { t } = useTranslation(['billing', 'messages', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const state = readState<CheckoutState>(location.state);
  const setupIntent = searchParams.get('setup_intent');
  const priceId = searchParams.get('priceId') ?? state.priceId ?? null;

  const price = useGetPriceQuery({ priceId: priceId ?? '', language }, { skip: !priceId });
  const cards = useGetCardsQuery();
  const subscriptionQuery = useGetSubscriptionQuery();
  const savedCard = useGetSetupIntentPaymentMethodQuery(setupIntent ?? '', { skip: !setupIntent });
  const [createSubscription, createState] = useCreateSubscriptionMutation();
  const [changePlan, changeState] = useChangePlanMutation();

  const [chosen, setChosen] = useState<string | null>(state.paymentMethodId ?? null);
  const [missingCard, setMissingCard] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // The card a setup just saved, else the default one, unless the person picked one already.
  const preselected = savedCard.data?.paymentMethod.id ?? cards.data?.data.find((card) => card.isDefault)?.id ?? null;
  useEffect(() => {
    if (chosen === null && preselected && (!setupIntent || savedCard.isSuccess || savedCard.isError)) setChosen(preselected);
  }, [preselected, chosen, setupIntent, savedCard.isSuccess, savedCard.isError]);

  // After the result, the page moves on by itself: to the receipts, or home after an error.
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => void navigate(outcome.ok ? paths.subscriptionPaymentHistory : paths.home), outcome.ok ? successRedirectMs : errorRedirectMs);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  if (!priceId) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('purchase.title')} />
        <EmptyState
          icon={<IconCreditCardPay size={36} stroke={1.5} />}
          title={t('purchase.noPlan')}
          text={t('purchase.noPlanText')}
          action={
            <Button component={Link} to={paths.plans}>
              {t('purchase.seePlans')}
            </Button>
          }
        />
      </Stack>
    );
  }

  const subscription = subscriptionQuery.data?.subscription ?? null;
  const changing = subscription !== null && subscription.status !== 'canceled';
  const planName = price.data?.data.product.name ?? state.plan_name ?? '';
  const cardList = cards.data?.data ?? [];
  const toCardForm = { priceId, plan_name: planName } satisfies CardsState;
  const busy = createState.isLoading || changeState.isLoading;

  const confirm = async () => {
    if (!chosen || !cardList.some((card) => card.id === chosen)) {
      setMissingCard(true);
      return;
    }
    setMissingCard(false);
    if (changing) {
      if (!subscription.id) {
        setOutcome({ ok: false, message: t('messages:subscriptionIdRequired') });
        return;
      }
      const result = await changePlan({ subscriptionId: subscription.id, newProductId: priceId, paymentMethodId: chosen });
      setOutcome('error' in result ? { ok: false, message: errorMessage(result.error, t('purchase.changeFailed')) } : { ok: true, message: t('purchase.successTitle') });
    } else {
      const result = await createSubscription({ priceId, paymentMethodId: chosen });
      setOutcome('error' in result ? { ok: false, message: errorMessage(result.error, t('purchase.createFailed')) } : { ok: true, message: result.data.message });
    }
  };

  return (
    <Stack gap="lg" maw={720}>
      <PageHeader
        title={changing ? t('purchase.changeTitle') : t('purchase.title')}
        subtitle={changing ? t('purchase.changeSubtitle') : t('purchase.subtitle')}
        aside={<TestModeBadge />}
      />
      {price.isError ? (
        <LoadError message={errorMessage(price.error, t('purchase.planLoadFailed'))} onRetry={() => void price.refetch()} />
      ) : (
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="purchase-plan">
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('purchase.plan')}
            </Text>
            {price.data ? (
              <>
                <Title order={2} id="purchase-plan">
                  {price.data.data.product.name}
                </Title>
                <Text c="dimmed">{price.data.data.product.description}</Text>
                <Divider my="xs" />
                <Group justify="space-between" align="baseline">
                  <Text fw={600}>{t('purchase.total')}</Text>
                  <Text fw={700} fz={28} className="rumbo-amount">
                    {formatMoney(price.data.data.price.unit_amount, language)}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed" ta="right">
                  {t('purchase.taxIncluded')}
                </Text>
                {changing && (
                  <Text size="sm" c="dimmed">
                    {t('purchase.proratedNote')}
                  </Text>
                )}
              </>
            ) : (
              <Skeleton height={120} role="status" aria-label={t('common:common.loading')} id="purchase-plan" />
            )}
          </Stack>
        </Card>
      )}

      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="purchase-card">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Title order={2} fz="h3" id="purchase-card">
              {t('purchase.paymentMethod')}
            </Title>
            <Button component={Link} to={paths.newPaymentMethod} state={toCardForm} variant="light" leftSection={<IconPlus size={18} aria-hidden />}>
              {t('purchase.addCard')}
            </Button>
          </Group>
          {cards.isError ? (
            <LoadError message={errorMessage(cards.error, t('purchase.cardsLoadFailed'))} onRetry={() => void cards.refetch()} />
          ) : !cards.data ? (
            <Skeleton height={72} role="status" aria-label={t('common:common.loading')} />
          ) : cardList.length === 0 ? (
            <Text c="dimmed">{t('purchase.noCards')}</Text>
          ) : (
            <CardChoice
              cards={cardList}
              value={chosen}
              onChange={(id) => {
                setChosen(id);
                setMissingCard(false);
              }}
              label={t('purchase.chooseCard')}
            />
          )}
        </Stack>
      </Card>

      {missingCard && (
        <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden />}>
          {t('purchase.chooseCardFirst')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" component={Link} to={changing ? paths.subscriptions : paths.plans}>
          {t('common:common.cancel')}
        </Button>
        <Button size="md" loading={busy} disabled={!price.data || subscriptionQuery.isLoading} onClick={() => void confirm()}>
          {changing ? t('purchase.confirmChange') : t('purchase.confirm')}
        </Button>
      </Group>
      <ResultModal outcome={outcome} onContinue={() => outcome && void navigate(outcome.ok ? paths.subscriptionPaymentHistory : paths.home)} />
    </Stack>
  );
}
