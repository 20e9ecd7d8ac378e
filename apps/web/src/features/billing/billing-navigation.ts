import { paths } from '@/config/paths';

// What billing pages hand each other through the router's navigation state (the fields a checkout link carries).

/** The checkout's state: the chosen plan, and a card chosen elsewhere. */
export type CheckoutState = {
  productId?: string;
  plan_name?: string;
  price?: number;
  description?: string;
  priceId?: string;
  paymentMethodId?: string;
  /** The company already has a subscription: the checkout changes its plan. */
  validateSubscription?: boolean;
};

/** Where a person opened the saved cards (or the card form) from, to go back there once done. */
export type CardsOrigin = 'subscription' | 'profile' | 'payments';

export type CardsState = { from?: CardsOrigin; priceId?: string; plan_name?: string };

export const originPaths: Record<CardsOrigin, string> = {
  subscription: paths.subscriptions,
  profile: paths.myPayments,
  payments: paths.payments,
};

/** The checkout of a price, with the card a setup confirmed preselected. */
export function checkoutPath(priceId: string, setupIntent?: string): string {
  const query = new URLSearchParams({ ...(setupIntent && { setup_intent: setupIntent }), priceId });
  return `${paths.purchaseDetail}?${query.toString()}`;
}

export function readState<T extends object>(state: unknown): T {
  return (state && typeof state === 'object' ? state : {}) as T;
}
