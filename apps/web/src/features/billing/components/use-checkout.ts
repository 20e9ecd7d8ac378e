import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import {
  useChangePlanMutation,
  useCreateSubscriptionMutation,
  useGetCardsQuery,
  useGetSetupIntentPaymentMethodQuery,
  useGetSubscriptionQuery,
} from '../api/billing-api';
import type { PurchaseOutcome } from './purchase-result';

type Checkout = {
  priceId: string | null;
  /** The setup a card form just confirmed, whose card comes first. */
  setupIntent: string | null;
  /** A card chosen on the saved cards' page. */
  pickedCard: string | undefined;
};

/**
 * The checkout's card and purchase: the card to pay with (the one a card form just saved, else the
 * default, unless the person picked one), then the purchase, or the plan change when the company
 * already has a subscription, and its outcome.
 */
export function useCheckout({ priceId, setupIntent, pickedCard }: Checkout) {
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
      const result = await changePlan({ subscriptionId: subscription.id, newProductId: priceId, paymentMethodId: chosen });
      setOutcome('error' in result ? { ok: false, message: errorMessage(result.error, t('purchase.changeFailed')) } : { ok: true, message: t('purchase.successTitle') });
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
    subscriptionLoading: subscriptionQuery.isLoading,
    busy: createState.isLoading || changeState.isLoading,
    confirm,
    outcome,
  };
}
