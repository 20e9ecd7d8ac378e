import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useAddCardMutation, useCreateSetupIntentMutation, useGetPaymentConfigQuery } from '../api/billing-api';
import { checkoutPath, originPaths, readState, type CardsState, type CheckoutState } from '../billing-navigation';
import { SandboxCardForm } from './sandbox-card-form';
import { TestModeBadge } from './test-mode-badge';

// Stripe.js is fetched only in Stripe mode, when this form first shows; the sandbox never loads it.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })));

/**
 * /home/new-payment-method: starts a setup intent, confirms the card with the processor (our test
 * form in sandbox mode, Stripe Elements otherwise), keeps it among the company's cards, then returns
 * to the checkout with the saved card, or to wherever the person came from.
 */
export function NewPaymentMethodPage() {
  const { t } = useTranslation(['billing', 'messages', 'common']);
  const notifyOutcome = useNotifyOutcome();
  const navigate = useNavigate();
  const location = useLocation();
  const state = readState<CardsState>(location.state);
  const config = useGetPaymentConfigQuery();
  const [createSetupIntent, setupState] = useCreateSetupIntentMutation();
  const [addCard] = useAddCardMutation();
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const started = useRef(false);

  // A new intent replaces the old one in place: the form and what it says stay on screen.
  const start = useCallback(async () => {
    const result = await createSetupIntent();
    if (!('error' in result)) setClientSecret(result.data.clientSecret);
  }, [createSetupIntent]);

  useEffect(() => {
    // Once per visit, StrictMode's second effect run included.
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  const backTo = state.priceId ? checkoutPath(state.priceId) : state.from ? originPaths[state.from] : paths.paymentMethod;
  const backState = state.priceId ? ({ plan_name: state.plan_name } satisfies CheckoutState) : state;

  const onConfirmed = async (setupIntentId: string, paymentMethodId: string) => {
    const added = await notifyOutcome(addCard({ paymentMethodId }), {
      success: (answer) => answer.message || t('messages:cardAdded'),
      failure: t('newCard.addFailed'),
    });
    if (!added) return;
    if (state.priceId) void navigate(checkoutPath(state.priceId, setupIntentId), { state: { plan_name: state.plan_name } satisfies CheckoutState });
    else void navigate(backTo, { state: backState });
  };

  const mode = config.data?.data.mode;
  const publishableKey = config.data?.data.publishableKey;
  const formProps = { clientSecret: clientSecret ?? '', onConfirmed, onStale: () => void start(), cancelTo: backTo, cancelState: backState };
  const loading = <Skeleton height={320} radius="md" role="status" aria-label={t('common:common.loading')} />;

  return (
    <Stack gap="lg" maw={560}>
      <PageHeader title={t('newCard.title')} subtitle={t('newCard.subtitle')} aside={<TestModeBadge />} />
      {setupState.isError ? (
        <LoadError title={t('newCard.setupIntentFailed')} message={errorMessage(setupState.error, t('newCard.setupIntentFailed'))} onRetry={() => void start()} />
      ) : config.isError ? (
        <LoadError message={errorMessage(config.error, t('newCard.stripeLoadFailed'))} onRetry={() => void config.refetch()} />
      ) : !clientSecret || !mode ? (
        loading
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          {mode === 'sandbox' ? (
            <SandboxCardForm {...formProps} />
          ) : publishableKey ? (
            <Suspense fallback={loading}>
              <StripeCardForm publishableKey={publishableKey} {...formProps} />
            </Suspense>
          ) : (
            <LoadError message={t('newCard.stripeLoadFailed')} onRetry={() => void config.refetch()} />
          )}
        </Paper>
      )}
    </Stack>
  );
}
