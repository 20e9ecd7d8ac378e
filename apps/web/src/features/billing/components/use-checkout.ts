import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from '@/lib/i18n';
import { formatMoney, type Language } from '@rumbo/contract';
import { errorMessage } from '@/lib/api/errors';
import {
  useChangePlanMutation,
  useCreateSubscriptionMutation,
  useGetCardsQuery,
  useGetSetupIntentPaymentMethodQuery,
  useGetSubscriptionQuery,
  usePreviewPlanChangeQuery,
} from '../api/billing-api';
import type { PurchaseOutcome } from './purchase-result';

type Checkout = {
  priceId: string | null;
  /** The setup a card form just confirmed, whose card comes first. */
  setupIntent: string | null;
  /** A card chosen on the saved cards' page. */
  pickedCard: string | undefined;
  language: Language;
};

/** Read again this often while the page is open, so the proration date sent with the change stays well inside the 15 minutes the server takes it back. */
const previewRefreshMs = 5 * 60_000;

/**
 * The checkout's card and purchase: the card to pay with (the one a card form just saved, else the
 * default, unless the person picked one), then the purchase, or the plan change when the company
 * already has a subscription, and its outcome.
 */
export function useCheckout({ priceId, setupIntent, pickedCard, language }: Checkout) {
  const { t } = useTranslation(['billing', 'messages']);
  const cards = useGetCardsQuery();
  const subscriptionQuery = useGetSubscriptionQuery();
  const savedCard = useGetSetupIntentPaymentMethodQuery(setupIntent ?? '', { skip: !setupIntent });
  const [createSubscription, createState] = useCreateSubscriptionMutation();
  const [changePlan, changeState] = useChangePlanMutation();
  const [chosen, setChosen] = useState<string | null>(pickedCard ?? null);
  const [missingCard, setMissingCard] = useState(false);
  const [outcome, setOutcome] = useState<PurchaseOutcome | null>(null);

  // The card a setup just saved, else the default one, unless the person picked one already.
  const preselected = savedCard.data?.paymentMethod.id ?? cards.data?.data.find((card) => card.isDefault)?.id ?? null;
  useEffect(() => {
    if (chosen === null && preselected && (!setupIntent || savedCard.isSuccess || savedCard.isError)) setChosen(preselected);
  }, [preselected, chosen, setupIntent, savedCard.isSuccess, savedCard.isError]);

  const subscription = subscriptionQuery.data?.subscription ?? null;
  const [sentAsChange, setSentAsChange] = useState<boolean | null>(null);
  // What was sent stays what the page is about: a purchase makes a subscription, and the page behind
  // its success window must not turn into a plan change.
  const changing = sentAsChange ?? (subscription !== null && subscription.status !== 'canceled');
  // The amount before the click: asked of the server, which computes it as the change will.
  const preview = usePreviewPlanChangeQuery(
    changing && subscription && priceId ? { subscriptionId: subscription.id, newProductId: priceId } : skipToken,
    { pollingInterval: previewRefreshMs, refetchOnMountOrArgChange: true },
  );

  const choose = (cardId: string) => {
    setChosen(cardId);
    setMissingCard(false);
  };

  const confirm = async () => {
    if (!priceId) return;
    if (!chosen || !(cards.data?.data ?? []).some((card) => card.id === chosen)) {
      setMissingCard(true);
      return;
    }
    setMissingCard(false);
    setSentAsChange(changing);
    if (changing) {
      if (!subscription?.id) {
        setOutcome({ ok: false, message: t('messages:subscriptionIdRequired') });
        return;
      }
      const shown = preview.data?.preview;
      const result = await changePlan({ subscriptionId: subscription.id, newProductId: priceId, paymentMethodId: chosen, ...(shown && { prorationDate: shown.prorationDate }) });
      if ('error' in result) {
        setOutcome({ ok: false, message: errorMessage(result.error, t('purchase.changeFailed')) });
        return;
      }
      const { amountCharged, subscription: changed, message } = result.data;
      const money = amountCharged > 0 ? t('purchase.changedCharged', { amount: formatMoney(amountCharged, language) }) : changed.credit_balance > 0 ? t('purchase.changedCredit', { amount: formatMoney(changed.credit_balance, language) }) : t('purchase.changedNothing');
      setOutcome({ ok: true, title: t('purchase.changeSuccessTitle'), message: `${message}. ${money}` });
    } else {
      const result = await createSubscription({ priceId, paymentMethodId: chosen });
      setOutcome('error' in result ? { ok: false, message: errorMessage(result.error, t('purchase.createFailed')) } : { ok: true, message: result.data.message });
    }
  };

  return {
    cards,
    chosen,
    choose,
    missingCard,
    changing,
    /** A plan change resumes a subscription cancelled at the period's end: the page says so before the click. */
    resumes: changing && (subscription?.cancel_at_period_end ?? false),
    subscriptionLoading: subscriptionQuery.isLoading,
    preview,
    busy: createState.isLoading || changeState.isLoading,
    confirm,
    outcome,
  };
}
