import { createHash, randomBytes } from 'node:crypto';
import type { MessageKey } from '@rumbo/contract';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { ChargeResult, PaymentProcessor, ProcessorCard } from './payment-processor.js';
import * as repository from './sandbox.repository.js';

/** Stripe's test cards the sandbox follows. Any other valid number behaves as 4242 4242 4242 4242. */
const testCards: Record<string, { setup?: CardRefusal; charge?: CardRefusal }> = {
  '4000000000000002': { setup: { code: 'card_declined', declineCode: 'generic_decline', messageKey: 'cardDeclined' } },
  // Saved without trouble, refused when charged: what a renewal meets on an account run dry.
  '4000000000009995': { charge: { code: 'card_declined', declineCode: 'insufficient_funds', messageKey: 'cardInsufficientFunds' } },
  '4000000000000069': { setup: { code: 'expired_card', messageKey: 'cardExpired' } },
  '4000000000000127': { setup: { code: 'incorrect_cvc', messageKey: 'cardCvcInvalid' } },
  // Saved without trouble, refused when charged: a renewal that fails.
  '4000000000000341': { charge: { code: 'card_declined', declineCode: 'generic_decline', messageKey: 'cardDeclined' } },
};

export type CardRefusal = { code: string; declineCode?: string; messageKey: MessageKey };

/** The card form's fields, as the sandbox's confirmCardSetup takes them. */
export type SandboxCardInput = { number: string; expMonth: number; expYear: number; cvc: string; holderName: string };

export type SandboxConfirmation =
  | { status: 'succeeded'; setupIntentId: string; paymentMethodId: string }
  | { status: 'refused'; refusal: CardRefusal }
  | { status: 'not_found' }
  | { status: 'already_confirmed' };

function newId(prefix: string): string {
  return `${prefix}_sbx_${randomBytes(12).toString('base64url')}`;
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'unknown';
}

/**
 * The built-in test-mode processor: Stripe's behaviour for its test cards, its records in our
 * database. A card's number and CVC are checked and dropped; only brand, last 4 digits, expiry and
 * holder name are kept.
 */
export type SandboxProcessor = PaymentProcessor & {
  confirmSetup(clientSecret: string, card: SandboxCardInput): Promise<SandboxConfirmation>;
  /** The customer's charges, newest first: what Stripe's test dashboard would show. */
  listCharges(customerId: string): Promise<SandboxChargeRecord[]>;
};

/** A charge as the test dashboard shows it; `amount` in MXN cents. */
export type SandboxChargeRecord = { id: string; amount: number; status: 'succeeded' | 'failed'; createdAt: Date; paymentMethodId: string };

function outcomeOf(charge: repository.SandboxCharge): ChargeResult {
  return charge.declineCode
    ? { status: 'failed', code: 'card_declined', declineCode: charge.declineCode, reference: charge.id }
    : { status: 'succeeded', reference: charge.id };
}

export function createSandboxProcessor(db: Database, clock: Clock): SandboxProcessor {
  return {
    mode: 'sandbox',
    publishableKey: null,

    // The same key names the same customer, as a retried Stripe request would.
    async createCustomer(_details, idempotencyKey) {
      return `cus_sbx_${createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 16)}`;
    },
    async updateCustomer() {},

    async createSetupIntent(customerId) {
      const id = newId('seti');
      const clientSecret = `${id}_secret_${randomBytes(24).toString('base64url')}`;
      await repository.insertSetupIntent(db, { id, clientSecretHash: hashSecret(clientSecret), customerId, status: 'requires_payment_method' });
      return { id, clientSecret };
    },

    async retrieveSetupIntent(id) {
      const row = await repository.findSetupIntent(db, id);
      return row ? { id: row.id, status: row.status, customerId: row.customerId, paymentMethodId: row.paymentMethodId } : null;
    },

    async retrievePaymentMethod(id) {
      const row = await repository.findPaymentMethod(db, id);
      if (!row) return null;
      const card: ProcessorCard = { brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear, holderName: row.holderName };
      return { id: row.id, customerId: row.customerId, card };
    },

    async detachPaymentMethod(id) {
      await repository.detachPaymentMethod(db, id);
    },

    async setDefaultPaymentMethod() {},

    async charge(request, idempotencyKey) {
      const card = await repository.findPaymentMethod(db, request.paymentMethodId);
      if (!card || card.customerId !== request.customerId) return { status: 'failed', code: 'resource_missing' };
      const charge = await repository.recordCharge(db, {
        idempotencyKey,
        id: newId('pi'),
        customerId: request.customerId,
        paymentMethodId: card.id,
        amount: request.amount,
        declineCode: card.chargeDeclineCode,
        createdAt: clock.now(),
      });
      return outcomeOf(charge);
    },

    async findCharge(lookup) {
      const charge = await repository.findCharge(db, lookup.idempotencyKey);
      return charge ? outcomeOf(charge) : null;
    },

    async listCharges(customerId) {
      return (await repository.listCharges(db, customerId, 100)).map((charge) => ({
        id: charge.id,
        amount: charge.amount,
        status: charge.declineCode ? ('failed' as const) : ('succeeded' as const),
        createdAt: charge.createdAt,
        paymentMethodId: charge.paymentMethodId,
      }));
    },

    async confirmSetup(clientSecret, input) {
      const intent = await repository.findSetupIntentBySecretHash(db, hashSecret(clientSecret));
      if (!intent) return { status: 'not_found' };
      if (intent.status === 'succeeded') return { status: 'already_confirmed' };
      if (!passesLuhn(input.number)) return { status: 'refused', refusal: { code: 'incorrect_number', messageKey: 'cardNumberInvalid' } };
      const now = clock.now();
      // A card is good through the last day of its expiry month.
      if (input.expYear * 12 + input.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
        return { status: 'refused', refusal: { code: 'expired_card', messageKey: 'cardExpired' } };
      }
      const behaviour = testCards[input.number];
      if (behaviour?.setup) return { status: 'refused', refusal: behaviour.setup };
      const paymentMethodId = newId('pm');
      const confirmed = await repository.confirmSetupIntent(db, intent.id, {
        id: paymentMethodId,
        customerId: intent.customerId,
        brand: cardBrand(input.number),
        last4: input.number.slice(-4),
        expMonth: input.expMonth,
        expYear: input.expYear,
        holderName: input.holderName,
        chargeDeclineCode: behaviour?.charge?.declineCode ?? null,
      });
      return confirmed ? { status: 'succeeded', setupIntentId: intent.id, paymentMethodId } : { status: 'already_confirmed' };
    },
  };
}
