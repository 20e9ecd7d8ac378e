import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { plans } from './plans.js';
import { messageResponseSchema, requiredText } from './common.js';

export const reportCadences = ['monthly', 'biweekly', 'live'] as const;
export type ReportCadence = (typeof reportCadences)[number];

/**
 * One plan of the catalogue, shaped as a payment provider's product with its monthly price: the name
 * and description in the reader's language, the facts its card lists, and the price to subscribe with.
 */
export const planProductSchema = z.object({
  id: z.enum(plans),
  name: z.string(),
  description: z.string(),
  /** People it admits, counting active and pending ones; null is unlimited. */
  employeeLimit: z.number().int().nullable(),
  reportCadence: z.enum(reportCadences),
  /** Support around the clock (enterprise); the others are answered on working days. */
  support24x7: z.boolean(),
  default_price: z.object({
    id: z.string(),
    /** MXN cents a month, IVA included. */
    unit_amount: z.number().int(),
    currency: z.literal('mxn'),
    recurring: z.object({ interval: z.literal('month') }),
  }),
});
export type PlanProduct = z.infer<typeof planProductSchema>;

export const subscriptionPlansResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ products: z.array(planProductSchema) }),
});

export const priceParamsSchema = z.object({ priceId: z.string({ error: 'invalidValue' }).min(1, 'invalidValue').max(100, 'textTooLong') });

/** One price and its plan, as the checkout shows them. */
export const priceDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    product: planProductSchema.pick({ id: true, name: true, description: true }),
    price: planProductSchema.shape.default_price,
  }),
});

const catalogueEndpoints = {
  plans: defineEndpoint({
    method: 'GET',
    path: '/stripe/subscription-plans',
    tag: 'billing',
    summary: 'The plans with their monthly prices, in the catalogue’s order',
    authenticated: false,
    access: 'anonymous',
    responses: { 200: subscriptionPlansResponseSchema },
  }),
  price: defineEndpoint({
    method: 'GET',
    path: '/stripe/subscriptions/:priceId',
    tag: 'billing',
    summary: 'One price of the catalogue with its plan, for the checkout',
    authenticated: true,
    access: 'person',
    params: priceParamsSchema,
    responses: { 200: priceDetailResponseSchema },
    errors: [404],
  }),
};

// ---------------------------------------------------------------------------------------------
// Cards, subscriptions, payments. The paths and the fields a client reads are the payment
// provider's (Stripe's) names, so one client works against either processor: `sandbox` (built in,
// test mode) or `stripe`.

export const paymentModes = ['sandbox', 'stripe'] as const;
export type PaymentMode = (typeof paymentModes)[number];

/** Which processor takes cards here, and the key its card form needs (Stripe mode only). */
export const paymentConfigResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ mode: z.enum(paymentModes), publishableKey: z.string().nullable() }),
});

export const customerIdResponseSchema = z.object({
  success: z.literal(true),
  /** The company's customer at the processor; null until its first card or purchase. */
  data: z.object({ customerId: z.string().nullable() }),
});

/** A saved card: never its number, only what identifies it to a person. */
export const cardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  holderName: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
});
export type Card = z.infer<typeof cardSchema>;
export const cardsResponseSchema = z.object({ success: z.literal(true), data: z.array(cardSchema) });

/** A card as the processor describes a payment method (Stripe's field names). */
export const paymentMethodDetailSchema = z.object({
  id: z.string(),
  card: z.object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() }),
  billing_details: z.object({ name: z.string().nullable() }),
});
export type PaymentMethodDetail = z.infer<typeof paymentMethodDetailSchema>;
export const paymentMethodDetailResponseSchema = paymentMethodDetailSchema.extend({ success: z.literal(true) });
export const paymentMethodResponseSchema = z.object({ success: z.literal(true), paymentMethod: paymentMethodDetailSchema });
export const defaultPaymentMethodResponseSchema = z.object({ success: z.literal(true), paymentMethod: paymentMethodDetailSchema.nullable() });

const idText = (max = 200) => z.string({ error: 'invalidValue' }).trim().min(1, 'invalidValue').max(max, 'textTooLong');

export const paymentMethodIdBodySchema = z.object({ paymentMethodId: idText() });
export const idParamsSchema = z.object({ id: idText() });
export const setupIntentParamsSchema = z.object({ setupIntentId: idText() });

export const setupIntentResponseSchema = z.object({ success: z.literal(true), id: z.string(), clientSecret: z.string() });

/**
 * The sandbox card form's confirmation, as Stripe's confirmCardSetup takes it. The number and CVC
 * are checked and dropped: only brand, last 4 digits, expiry and holder name are kept.
 */
export const sandboxConfirmSetupBodySchema = z.object({
  clientSecret: idText(300),
  number: z
    .string({ error: 'cardNumberInvalid' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'cardNumberInvalid')),
  expMonth: z.coerce.number({ error: 'cardExpiryInvalid' }).int('cardExpiryInvalid').min(1, 'cardExpiryInvalid').max(12, 'cardExpiryInvalid'),
  /** Two digits (27) or four (2027). */
  expYear: z.coerce
    .number({ error: 'cardExpiryInvalid' })
    .int('cardExpiryInvalid')
    .min(0, 'cardExpiryInvalid')
    .max(2100, 'cardExpiryInvalid')
    .transform((year) => (year < 100 ? 2000 + year : year)),
  cvc: z.string({ error: 'cardCvcInvalid' }).trim().regex(/^\d{3,4}$/, 'cardCvcInvalid'),
  holderName: requiredText('cardHolderRequired', 120),
});
export const setupIntentStatuses = ['requires_payment_method', 'succeeded'] as const;
export const confirmedSetupResponseSchema = z.object({
  setupIntent: z.object({ id: z.string(), status: z.enum(setupIntentStatuses), payment_method: z.string().nullable() }),
});

export const subscriptionStatuses = ['active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** The company's subscription, in Stripe's shape: `plan.id` and `items.data[0].price` name its price. */
export const subscriptionSchema = z.object({
  id: z.string(),
  status: z.enum(subscriptionStatuses),
  plan: z.object({ id: z.string(), product: z.enum(plans) }),
  items: z.object({
    data: z.array(z.object({ price: z.object({ id: z.string(), product: z.enum(plans), nickname: z.string(), unit_amount: z.number().int(), currency: z.literal('mxn') }) })),
  }),
  /** Unix seconds. */
  current_period_start: z.number().int(),
  current_period_end: z.number().int(),
  /** Cancelled: the plan works until current_period_end, then ends. */
  cancel_at_period_end: z.boolean(),
  default_payment_method: z.string().nullable(),
  /** MXN cents in the company's favour, taken from the next charges (a downgrade's proration). */
  credit_balance: z.number().int(),
  /**
   * The next renewal's charge while the subscription renews (null once cancelled): when (Unix
   * seconds; a past-due one's next try), the month's price, the credit taken from it and what the
   * card is charged, all in MXN cents, as the renewal job will compute them now.
   */
  next_charge: z
    .object({ date: z.number().int(), price: z.number().int(), credit_applied: z.number().int(), amount: z.number().int() })
    .nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionResponseSchema = z.object({
  success: z.literal(true),
  subscription: subscriptionSchema.nullable(),
  /** MXN cents in the company's favour, subscribed or not: a credit outlives its subscription and pays the next one first. */
  creditBalance: z.number().int(),
});
export const subscriptionChangedResponseSchema = z.object({ success: z.literal(true), message: z.string(), subscription: subscriptionSchema });

export const createSubscriptionBodySchema = z.object({ priceId: idText(100), paymentMethodId: idText() });
export const changeSubscriptionPlanBodySchema = z.object({
  subscriptionId: z.string({ error: 'subscriptionIdRequired' }).trim().min(1, 'subscriptionIdRequired').max(200, 'textTooLong'),
  /** The new plan (`pro`) or its price (`price_pro_monthly`). */
  newProductId: idText(100),
  paymentMethodId: idText(),
  /** The preview's `prorationDate`: the change charges what that preview showed (refused with 409 once over 15 minutes old). */
  prorationDate: z.number({ error: 'invalidValue' }).int('invalidValue').positive('invalidValue').max(4_102_444_800, 'invalidValue').optional(),
});
/** A plan change's figures before it is made: `prorationDate` (Unix seconds), sent back with the change, makes it charge exactly these. */
export const previewPlanChangeBodySchema = changeSubscriptionPlanBodySchema.pick({ subscriptionId: true, newProductId: true });
export const planChangePreviewSchema = z.object({
  /** MXN cents charged to the card today (the difference, less the credit it takes). */
  chargeToday: z.number().int(),
  /** MXN cents the change adds to the credit balance today (a downgrade's difference). */
  creditToday: z.number().int(),
  /** MXN cents of the credit balance that pay part of today's charge. */
  creditApplied: z.number().int(),
  /** MXN cents in the company's favour once changed. */
  creditBalanceAfter: z.number().int(),
  currency: z.literal('mxn'),
  /** Unix seconds: the end of the period the difference covers, when the new plan's full price is first charged. */
  periodEnd: z.number().int(),
  /** Unix seconds: the instant the proration was computed for. */
  prorationDate: z.number().int(),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;
export const planChangePreviewResponseSchema = z.object({ success: z.literal(true), preview: planChangePreviewSchema });
/** What a plan change answers: the subscription and the MXN cents the card was charged. */
export const planChangedResponseSchema = subscriptionChangedResponseSchema.extend({ amountCharged: z.number().int() });

export const cancelSubscriptionBodySchema = z.object({
  subscriptionId: z.string({ error: 'noActiveSubscription' }).trim().min(1, 'noActiveSubscription').max(200, 'textTooLong'),
});

export const paymentKinds = ['subscription', 'plan_change', 'renewal'] as const;
export type PaymentKind = (typeof paymentKinds)[number];
export const paymentStatuses = ['paid', 'failed'] as const;

/** One payment of the history; `amount` in MXN cents, `date` ISO 8601, `pdfUrl` the receipt under /api (null when none). */
export const paymentHistoryItemSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  date: z.string(),
  name: z.string(),
  kind: z.enum(paymentKinds),
  status: z.enum(paymentStatuses),
  amount: z.number().int(),
  currency: z.literal('mxn'),
  pdfUrl: z.string().nullable(),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;
export const paymentHistoryResponseSchema = z.object({ success: z.literal(true), paymentHistory: z.array(paymentHistoryItemSchema) });
export const receiptParamsSchema = z.object({ paymentId: z.uuid({ error: 'notFound' }) });

/**
 * One charge the sandbox made on the company's cards, as Stripe's test dashboard lists it: `amount`
 * in MXN cents, `created` in Unix seconds.
 */
export const sandboxChargeSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.literal('mxn'),
  status: z.enum(['succeeded', 'failed']),
  created: z.number().int(),
  paymentMethodId: z.string(),
});
export type SandboxCharge = z.infer<typeof sandboxChargeSchema>;
export const sandboxChargesResponseSchema = z.object({ data: z.array(sandboxChargeSchema) });

/** Mexican RFC: 3 letters (company) or 4 (person), the date YYMMDD, a 3-character homoclave. */
export const rfcPattern = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2}[A\d])$/;
export function isValidRfc(value: string): boolean {
  const match = rfcPattern.exec(value);
  if (!match) return false;
  const month = Number(match[3]);
  const day = Number(match[4]);
  // Any century: 29 February is valid since a leap year ends in these two digits every 4 years (00 included).
  const daysInMonth = [31, Number(match[2]) % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return month >= 1 && month <= 12 && day >= 1 && day <= (daysInMonth[month - 1] ?? 0);
}

export const billingInformationSchema = z.object({
  /** The company's legal name as it appears on receipts (razón social). */
  invoiceName: requiredText('invoiceNameRequired', 200),
  rfc: z
    .string({ error: 'rfcRequired' })
    .trim()
    .toUpperCase()
    .min(1, 'rfcRequired')
    .refine(isValidRfc, 'rfcInvalid'),
  fiscalAddress: requiredText('fiscalAddressRequired', 300),
  postalCode: z.string({ error: 'postalCodeInvalid' }).trim().regex(/^\d{5}$/, 'postalCodeInvalid'),
});
export type BillingInformation = z.infer<typeof billingInformationSchema>;
export const billingInformationResponseSchema = z.object({ success: z.literal(true), data: billingInformationSchema.nullable() });

const adminOnly = [403] as const;

const paymentEndpoints = {
  config: defineEndpoint({
    method: 'GET',
    path: '/stripe/config',
    tag: 'billing',
    summary: 'Which processor takes cards (sandbox or stripe) and, for Stripe, its publishable key',
    authenticated: true,
    access: 'person',
    responses: { 200: paymentConfigResponseSchema },
  }),
  customerId: defineEndpoint({
    method: 'GET',
    path: '/stripe/enterprise-stripe-id',
    tag: 'billing',
    summary: 'The company’s customer id at the processor',
    authenticated: true,
    access: 'admin',
    responses: { 200: customerIdResponseSchema },
    errors: adminOnly,
  }),
  createSetupIntent: defineEndpoint({
    method: 'POST',
    path: '/stripe/create-setup-intent',
    tag: 'billing',
    summary: 'Starts saving a card: a setup intent whose client secret the card form confirms',
    authenticated: true,
    access: 'admin',
    responses: { 201: setupIntentResponseSchema },
    errors: adminOnly,
  }),
  sandboxConfirmSetup: defineEndpoint({
    method: 'POST',
    path: '/stripe/sandbox/confirm-setup',
    tag: 'billing',
    summary: 'Sandbox only: confirms a setup intent with a test card, answering as Stripe’s confirmCardSetup (402 for a declined card)',
    authenticated: false,
    access: 'sandbox',
    body: sandboxConfirmSetupBodySchema,
    responses: { 200: confirmedSetupResponseSchema },
    errors: [402, 404, 409, 429],
  }),
  sandboxCharges: defineEndpoint({
    method: 'GET',
    path: '/stripe/sandbox/charges',
    tag: 'billing',
    summary: 'Sandbox only: the charges made on the company’s cards, newest first (the newest 100), as Stripe’s test dashboard shows them',
    authenticated: true,
    access: 'admin',
    responses: { 200: sandboxChargesResponseSchema },
    errors: [403, 404],
  }),
  setupIntentPaymentMethod: defineEndpoint({
    method: 'GET',
    path: '/stripe/getPaymentMethod/:setupIntentId',
    tag: 'billing',
    summary: 'The card a confirmed setup intent saved',
    authenticated: true,
    access: 'admin',
    params: setupIntentParamsSchema,
    responses: { 200: paymentMethodResponseSchema },
    errors: [403, 404],
  }),
  addCard: defineEndpoint({
    method: 'POST',
    path: '/stripe/add-card',
    tag: 'billing',
    summary: 'Keeps a confirmed card among the company’s cards (the first becomes the default)',
    authenticated: true,
    access: 'admin',
    body: paymentMethodIdBodySchema,
    responses: { 201: messageResponseSchema.extend({ data: cardSchema }) },
    errors: [403, 404],
  }),
  cards: defineEndpoint({
    method: 'GET',
    path: '/stripe/cards',
    tag: 'billing',
    summary: 'The company’s saved cards, the default first',
    authenticated: true,
    access: 'admin',
    responses: { 200: cardsResponseSchema },
    errors: adminOnly,
  }),
  defaultCard: defineEndpoint({
    method: 'POST',
    path: '/stripe/default-card',
    tag: 'billing',
    summary: 'Makes a saved card the default: the subscription is charged to it from then on',
    authenticated: true,
    access: 'admin',
    body: paymentMethodIdBodySchema,
    responses: { 200: messageResponseSchema },
    errors: [403, 404],
  }),
  setDefaultPaymentMethod: defineEndpoint({
    method: 'POST',
    path: '/stripe/setDefaultPaymentMethod',
    tag: 'billing',
    summary: 'Same as /stripe/default-card',
    authenticated: true,
    access: 'admin',
    body: paymentMethodIdBodySchema,
    responses: { 200: messageResponseSchema },
    errors: [403, 404],
  }),
  defaultPaymentMethod: defineEndpoint({
    method: 'GET',
    path: '/stripe/getDefaultPaymentMethod',
    tag: 'billing',
    summary: 'The default card (null when none); also answered at /stripe//getDefaultPaymentMethod',
    authenticated: true,
    access: 'admin',
    responses: { 200: defaultPaymentMethodResponseSchema },
    errors: adminOnly,
  }),
  deleteCard: defineEndpoint({
    method: 'DELETE',
    path: '/stripe/cards/:id',
    tag: 'billing',
    summary: 'Removes a saved card (409 for the only card of a running subscription)',
    authenticated: true,
    access: 'admin',
    params: idParamsSchema,
    responses: { 200: messageResponseSchema },
    errors: [403, 404, 409],
  }),
  paymentMethod: defineEndpoint({
    method: 'GET',
    path: '/stripe/payment-methods/:id',
    tag: 'billing',
    summary: 'One saved card, in the processor’s payment method shape',
    authenticated: true,
    access: 'admin',
    params: idParamsSchema,
    responses: { 200: paymentMethodDetailResponseSchema },
    errors: [403, 404],
  }),
  subscription: defineEndpoint({
    method: 'GET',
    path: '/stripe/subscription',
    tag: 'billing',
    summary: 'The company’s current subscription (null when none)',
    authenticated: true,
    access: 'admin',
    responses: { 200: subscriptionResponseSchema },
    errors: adminOnly,
  }),
  createSubscription: defineEndpoint({
    method: 'POST',
    path: '/stripe/create-subscription',
    tag: 'billing',
    summary: 'Subscribes to a plan, charging its first month to the card (402 when the card is refused: no subscription then)',
    authenticated: true,
    access: 'admin',
    body: createSubscriptionBodySchema,
    responses: { 201: subscriptionChangedResponseSchema },
    errors: [402, 403, 404, 409],
  }),
  previewPlanChange: defineEndpoint({
    method: 'POST',
    path: '/stripe/preview-plan-change',
    tag: 'billing',
    summary: 'What a plan change would charge or credit today, computed as the change computes it; changes nothing',
    authenticated: true,
    access: 'admin',
    body: previewPlanChangeBodySchema,
    responses: { 200: planChangePreviewResponseSchema },
    errors: [403, 404, 409],
  }),
  changePlan: defineEndpoint({
    method: 'POST',
    path: '/stripe/changeSubscriptionPlan',
    tag: 'billing',
    summary: 'Changes plan now, prorated: the rest of the period’s difference is charged, or credited to the next charges',
    authenticated: true,
    access: 'admin',
    body: changeSubscriptionPlanBodySchema,
    responses: { 200: planChangedResponseSchema },
    errors: [402, 403, 404, 409],
  }),
  cancelSubscription: defineEndpoint({
    method: 'POST',
    path: '/stripe/cancel-subscription',
    tag: 'billing',
    summary: 'Cancels at the period’s end: the plan works until then and is not renewed',
    authenticated: true,
    access: 'admin',
    body: cancelSubscriptionBodySchema,
    responses: { 200: subscriptionChangedResponseSchema },
    errors: [403, 404, 409],
  }),
  resumeSubscription: defineEndpoint({
    method: 'POST',
    path: '/stripe/resume-subscription',
    tag: 'billing',
    summary: 'Takes back a cancellation at the period’s end: the plan renews again; nothing is charged now (409 when not cancelled, or already ended)',
    authenticated: true,
    access: 'admin',
    body: cancelSubscriptionBodySchema,
    responses: { 200: subscriptionChangedResponseSchema },
    errors: [403, 404, 409],
  }),
  paymentHistory: defineEndpoint({
    method: 'GET',
    path: '/stripe/getPaymentHistory',
    tag: 'billing',
    summary: 'The company’s payments, newest first, each with its receipt',
    authenticated: true,
    access: 'admin',
    responses: { 200: paymentHistoryResponseSchema },
    errors: adminOnly,
  }),
  receipt: defineEndpoint({
    method: 'GET',
    path: '/stripe/receipts/:paymentId',
    tag: 'billing',
    summary: 'A payment’s receipt as a PDF (only to its own company)',
    authenticated: true,
    access: 'admin',
    params: receiptParamsSchema,
    responses: {},
    errors: [403, 404],
  }),
  billingInformation: defineEndpoint({
    method: 'GET',
    path: '/stripe/billing-information',
    tag: 'billing',
    summary: 'The name, RFC and fiscal address printed on receipts (null until saved)',
    authenticated: true,
    access: 'admin',
    responses: { 200: billingInformationResponseSchema },
    errors: adminOnly,
  }),
  saveBillingInformation: defineEndpoint({
    method: 'PUT',
    path: '/stripe/billing-information',
    tag: 'billing',
    summary: 'Saves the name, RFC and fiscal address printed on receipts from now on',
    authenticated: true,
    access: 'admin',
    body: billingInformationSchema,
    responses: { 200: messageResponseSchema.extend({ data: billingInformationSchema }) },
    errors: adminOnly,
  }),
  webhook: defineEndpoint({
    method: 'POST',
    path: '/stripe/webhook',
    tag: 'billing',
    summary: 'Stripe mode only: Stripe’s events, signature checked on the raw body, each applied once',
    authenticated: false,
    access: 'signed',
    responses: { 200: z.object({ received: z.literal(true) }) },
    errors: [404],
  }),
};

export const billingEndpoints = { ...catalogueEndpoints, ...paymentEndpoints };
