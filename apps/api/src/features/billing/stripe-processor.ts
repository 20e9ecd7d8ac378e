import Stripe from 'stripe';
import type { Config } from '../../config.js';
import type { ContentSecurityNeeds } from '../../plugins/security.js';
import type { ChargeResult, CustomerDetails, PaymentProcessor, ProcessorPaymentMethod, ProcessorSetupIntent } from './payment-processor.js';

export type StripeSettings = NonNullable<Config['stripe']>;

/** Where the SDK sends its requests: Stripe's API unless a test points it at a local server. */
export type StripeConnectionOptions = { host?: string; port?: number; protocol?: 'http' | 'https' };

/**
 * What the pages need from Stripe while it is configured: Stripe.js from its own host (never bundled),
 * its card fields and 3-D Secure challenges in frames (js and hooks), and its API for confirming a card.
 */
export const stripeContentSecurity: ContentSecurityNeeds = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

/** Stripe's answer to a request for an object it does not have (404). */
function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.code === 'resource_missing' || error.statusCode === 404);
}

/** The address Stripe keeps for a customer: Rumbo's fiscal address is one free line and a postal code, in Mexico. */
function addressOf(details: CustomerDetails): Stripe.AddressParam | '' {
  if (!details.fiscalAddress && !details.postalCode) return '';
  return { line1: details.fiscalAddress ?? '', postal_code: details.postalCode ?? '', country: 'MX' };
}

/**
 * The `stripe` adapter: the official SDK on Stripe's API. Cards reach Stripe from the browser
 * (Elements); this side only ever sees their ids, brand, last 4 digits, expiry and holder name.
 * Every write carries the caller's idempotency key, so the SDK's own retries and ours are applied once.
 */
export function createStripeProcessor(settings: StripeSettings, connection: StripeConnectionOptions = {}): PaymentProcessor {
  const stripe = new Stripe(settings.secretKey, {
    ...connection,
    // Safe to retry: every write names its idempotency key.
    maxNetworkRetries: 2,
    timeout: 30_000,
    appInfo: { name: 'Rumbo' },
  });

  return {
    mode: 'stripe',
    publishableKey: settings.publishableKey,

    async createCustomer(details, idempotencyKey) {
      const address = addressOf(details);
      const customer = await stripe.customers.create(
        {
          name: details.name,
          email: details.email,
          ...(address && { address }),
          metadata: { enterpriseId: details.enterpriseId, ...(details.rfc && { rfc: details.rfc }) },
        },
        { idempotencyKey },
      );
      return customer.id;
    },

    // The RFC travels as metadata, not as a Stripe tax id: Rumbo prints its own receipts and Stripe
    // issues no invoice for us, so a tax id there would only add a way for saving the billing data to fail.
    async updateCustomer(customerId, details, idempotencyKey) {
      await stripe.customers.update(
        customerId,
        // An empty string clears a field or a metadata key at Stripe.
        { name: details.name, email: details.email, address: addressOf(details), metadata: { rfc: details.rfc ?? '' } },
        { idempotencyKey },
      );
    },

    async createSetupIntent(customerId, idempotencyKey) {
      // The SDK's API version (2026-10-28.endive) names the card-only list `allowed_payment_method_types`;
      // `payment_method_types` is no longer among its parameters.
      const intent = await stripe.setupIntents.create(
        { customer: customerId, usage: 'off_session', allowed_payment_method_types: ['card'] },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error(`Stripe answered setup intent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieveSetupIntent(id): Promise<ProcessorSetupIntent | null> {
      try {
        const intent = await stripe.setupIntents.retrieve(id);
        return { id: intent.id, status: setupIntentStatusOf(intent.status), customerId: idOf(intent.customer), paymentMethodId: idOf(intent.payment_method) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async retrievePaymentMethod(id) {
      try {
        return paymentMethodOf(await stripe.paymentMethods.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async detachPaymentMethod(id, idempotencyKey) {
      try {
        await stripe.paymentMethods.detach(id, {}, { idempotencyKey });
      } catch (error) {
        // Already gone at Stripe: what the caller wanted.
        if (!isMissing(error)) throw error;
      }
    },

    async setDefaultPaymentMethod(customerId, paymentMethodId, idempotencyKey) {
      await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } }, { idempotencyKey });
    },

    async charge(request, idempotencyKey): Promise<ChargeResult> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: 'mxn',
            customer: request.customerId,
            payment_method: request.paymentMethodId,
            off_session: true,
            confirm: true,
            description: request.description,
            metadata: request.metadata,
          },
          { idempotencyKey },
        );
        return chargeResultOf(intent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            status: 'failed',
            code: error.code ?? 'card_declined',
            ...(error.decline_code && { declineCode: error.decline_code }),
            ...(error.payment_intent?.id && { reference: error.payment_intent.id }),
          };
        }
        throw error;
      }
    },

    // Listed by customer rather than searched: the list reads what was just written, while Stripe's
    // search may lag behind by a minute or more, and a charge it missed would be settled as never made.
    async findCharge(lookup): Promise<ChargeResult | null> {
      // A few minutes' leeway for a clock that differs from Stripe's.
      const since = Math.floor(lookup.notBefore.getTime() / 1000) - 300;
      for await (const intent of stripe.paymentIntents.list({ customer: lookup.customerId, created: { gte: since }, limit: 100 })) {
        if (intent.metadata?.attemptId === lookup.attemptId) return chargeResultOf(intent);
      }
      return null;
    },
  };
}

/** A payment intent's outcome as a charge's answer. */
function chargeResultOf(intent: Stripe.PaymentIntent): ChargeResult {
  if (intent.status === 'succeeded') return { status: 'succeeded', reference: intent.id };
  // Off session nobody is there to authenticate: the bank's challenge is a refusal.
  if (intent.status === 'requires_action') return { status: 'failed', code: 'authentication_required', reference: intent.id };
  // A declined confirmation leaves the intent waiting for another card, with the bank's reasons.
  const error = intent.last_payment_error;
  if (error) return { status: 'failed', code: error.code ?? 'card_declined', ...(error.decline_code && { declineCode: error.decline_code }), reference: intent.id };
  // Not paid now (processing, say): its webhook settles the payment later by this reference.
  return { status: 'failed', code: `payment_intent_${intent.status}`, reference: intent.id };
}

const setupIntentStatuses: readonly ProcessorSetupIntent['status'][] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'canceled',
  'succeeded',
];

/** Stripe's status, or, for one a newer API adds, the one that asks the person to try again. */
function setupIntentStatusOf(status: string): ProcessorSetupIntent['status'] {
  return setupIntentStatuses.find((known) => known === status) ?? 'requires_payment_method';
}

function idOf(value: string | { id: string } | null): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

/** What Rumbo keeps of a Stripe payment method; null for anything but a card (our setup intents take cards only). */
export function paymentMethodOf(method: Stripe.PaymentMethod): ProcessorPaymentMethod | null {
  if (!method.card) return null;
  return {
    id: method.id,
    customerId: idOf(method.customer),
    card: {
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
      holderName: method.billing_details.name ?? '',
    },
  };
}

/**
 * A webhook's event, once its signature holds over the exact bytes received and it was signed within
 * Stripe's tolerance (300 s) of `receivedAt` (ms); throws Stripe's signature error otherwise.
 */
export function verifyStripeEvent(rawBody: Buffer, signature: string, webhookSecret: string, receivedAt: number): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, undefined, undefined, receivedAt);
}

export function isSignatureError(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeSignatureVerificationError;
}
