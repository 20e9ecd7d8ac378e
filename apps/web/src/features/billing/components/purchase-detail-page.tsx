import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconCreditCardPay } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { Language } from '@rumbo/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/errors';
import { useGetPriceQuery } from '../api/billing-api';
import { readState, type CheckoutState } from '../billing-navigation';
import { PlanChangePreview } from './plan-change-preview';
import { PurchaseCard } from './purchase-card';
import { PurchasePlan } from './purchase-plan';
import { PurchaseResult } from './purchase-result';
import { TestModeBadge } from './test-mode-badge';
import { useCheckout } from './use-checkout';

/**
 * /home/purchase-detail: the chosen plan and its monthly total, the card to pay with (the one a card
 * form just saved, else the default), then the purchase, or the plan change when the company already
 * has a subscription, with what it charges or credits today shown before its button.
 */
export function PurchaseDetailPage({ language, timeZone }: { language: Language; timeZone: string }) {
  const { t } = useTranslation(['billing', 'common']);
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const state = readState<CheckoutState>(location.state);
  const priceId = searchParams.get('priceId') ?? state.priceId ?? null;
  const price = useGetPriceQuery({ priceId: priceId ?? '', language }, { skip: !priceId });
  const checkout = useCheckout({ priceId, setupIntent: searchParams.get('setup_intent'), pickedCard: state.paymentMethodId, language });

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

  const { changing } = checkout;
  const planName = price.data?.data.product.name ?? state.plan_name ?? '';
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
        <PurchasePlan plan={price.data?.data} changing={changing} language={language} />
      )}
      <PurchaseCard cards={checkout.cards} chosen={checkout.chosen} onChoose={checkout.choose} cardForm={{ priceId, plan_name: planName }} />
      {checkout.missingCard && (
        <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden />}>
          {t('purchase.chooseCardFirst')}
        </Alert>
      )}
      {/* A plan that could not be read says so once, above; its change has nothing to preview. */}
      {changing && !price.isError && <PlanChangePreview preview={checkout.preview} monthlyPrice={price.data?.data.price.unit_amount} language={language} timeZone={timeZone} />}
      {checkout.resumes && (
        <Alert color="yellow" icon={<IconAlertCircle aria-hidden />} title={t('purchase.resumesTitle')}>
          {t('purchase.resumesText')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" component={Link} to={changing ? paths.subscriptions : paths.plans}>
          {t('common:common.cancel')}
        </Button>
        <Button size="md" loading={checkout.busy} disabled={!price.data || checkout.subscriptionLoading || (changing && !checkout.preview.data)} onClick={() => void checkout.confirm()}>
          {changing ? t('purchase.confirmChange') : t('purchase.confirm')}
        </Button>
      </Group>
      <PurchaseResult outcome={checkout.outcome} />
    </Stack>
  );
}
