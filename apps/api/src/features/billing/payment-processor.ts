import type { PaymentMode } from '@rumbo/contract';

/** What a saved card shows a person: never its number or CVC. */
export type ProcessorCard = { brand: string; last4: string; expMonth: number; expYear: number; holderName: string };

export type ProcessorSetupIntent = {
  id: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'canceled' | 'succeeded';
  customerId: string | null;
  paymentMethodId: string | null;
};

export type ProcessorPaymentMethod = { id: string; customerId: string | null; card: ProcessorCard };

/** A charge's outcome: the processor's reference when paid, its codes when refused. */
export type ChargeResult =
  | { status: 'succeeded'; reference: string }
  | { status: 'failed'; code: string; declineCode?: string; reference?: string };

export type ChargeRequest = {
  customerId: string;
  paymentMethodId: string;
  /** MXN cents, above 0. */
  amount: number;
  description: string;
  metadata: Record<string, string>;
};

/**
 * Where a charge made earlier is looked for: the idempotency key it was made under, the customer
 * charged, the attempt its metadata names (`attemptId`), and no earlier than when that was recorded.
 */
export type ChargeLookup = { idempotencyKey: string; customerId: string; attemptId: string; notBefore: Date };

export type CustomerDetails = {
  name: string;
  email: string;
  rfc?: string | null;
  fiscalAddress?: string | null;
  postalCode?: string | null;
};

/**
 * The payment processor, one port with two adapters: `sandbox` (built in, test mode, its records in
 * our database) and `stripe` (the official SDK). Rumbo keeps subscriptions, receipts and renewals
 * itself and asks the processor only for what touches a card: customers, setup intents, payment
 * methods and charges. Every write carries an idempotency key, so a retried request is applied once.
 */
export interface PaymentProcessor {
  readonly mode: PaymentMode;
  /** What the client's card form needs (Stripe's publishable key); null in sandbox mode. */
  readonly publishableKey: string | null;
  createCustomer(details: CustomerDetails & { enterpriseId: string }, idempotencyKey: string): Promise<string>;
  updateCustomer(customerId: string, details: CustomerDetails, idempotencyKey: string): Promise<void>;
  createSetupIntent(customerId: string, idempotencyKey: string): Promise<{ id: string; clientSecret: string }>;
  /** Null when the processor has no such setup intent. */
  retrieveSetupIntent(id: string): Promise<ProcessorSetupIntent | null>;
  /** Null when the processor has no such payment method. */
  retrievePaymentMethod(id: string): Promise<ProcessorPaymentMethod | null>;
  detachPaymentMethod(id: string, idempotencyKey: string): Promise<void>;
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string, idempotencyKey: string): Promise<void>;
  /** Charges a saved card off session; a refusal is an answer, not an exception. */
  charge(request: ChargeRequest, idempotencyKey: string): Promise<ChargeResult>;
  /**
   * The outcome of a charge made earlier, when its answer was lost (a crash, a network error): as
   * `charge` answered it, or null when no charge was made.
   */
  findCharge(lookup: ChargeLookup): Promise<ChargeResult | null>;
}
