import type { BillingInformation, Card, PaymentMethodDetail, SandboxCharge } from '@rumbo/contract';
import { AppError, CardError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import * as repository from './billing.repository.js';
import type { SandboxCardInput, SandboxProcessor } from './sandbox-processor.js';

/** Billing is the administrators' business. */
export function assertBillingAdmin(auth: AuthContext): void {
  if (!auth.isAdmin) throw new AppError(403, 'forbidden');
}

/**
 * The company's customer id at the processor, created on first need. The idempotency key names the
 * company, so two first requests at once create one customer.
 */
export async function ensureProcessorCustomer(ctx: ServiceContext, enterpriseId: string): Promise<string> {
  const existing = await repository.findCustomer(ctx.db, enterpriseId);
  if (existing?.processorCustomerId) return existing.processorCustomerId;
  const party = await repository.findBillingParty(ctx.db, enterpriseId);
  if (!party) throw new AppError(404, 'notFound');
  const customerId = await ctx.payments.createCustomer(
    { enterpriseId, name: party.invoiceName ?? party.companyName, email: party.email, rfc: party.rfc, fiscalAddress: party.fiscalAddress, postalCode: party.postalCode },
    `customer:${enterpriseId}`,
  );
  await repository.lockCustomer(ctx.db, enterpriseId, ctx.clock.now());
  await repository.updateCustomer(ctx.db, enterpriseId, { processorCustomerId: customerId }, ctx.clock.now());
  return customerId;
}

export async function getCustomerId(ctx: ServiceContext, auth: AuthContext): Promise<string | null> {
  assertBillingAdmin(auth);
  return (await repository.findCustomer(ctx.db, auth.enterpriseId))?.processorCustomerId ?? null;
}

export async function createSetupIntent(ctx: ServiceContext, auth: AuthContext): Promise<{ id: string; clientSecret: string }> {
  assertBillingAdmin(auth);
  const customerId = await ensureProcessorCustomer(ctx, auth.enterpriseId);
  return ctx.payments.createSetupIntent(customerId, `setup-intent:${auth.enterpriseId}:${ctx.clock.now().getTime()}:${Math.random()}`);
}

/** The sandbox's confirmCardSetup; 404 in Stripe mode, where cards go to Stripe directly. */
export async function confirmSandboxSetup(ctx: ServiceContext, clientSecret: string, card: SandboxCardInput) {
  if (ctx.payments.mode !== 'sandbox') throw new AppError(404, 'notFound');
  const outcome = await (ctx.payments as SandboxProcessor).confirmSetup(clientSecret, card);
  switch (outcome.status) {
    case 'not_found':
      throw new AppError(404, 'notFound');
    case 'already_confirmed':
      throw new AppError(409, 'setupIntentUsed');
    case 'refused':
      throw new CardError(outcome.refusal.messageKey, outcome.refusal.code, outcome.refusal.declineCode);
    case 'succeeded':
      return { setupIntent: { id: outcome.setupIntentId, status: 'succeeded' as const, payment_method: outcome.paymentMethodId } };
  }
}

/**
 * The sandbox's charges on the company's cards, newest first, as Stripe's test dashboard shows them:
 * for its billing administrators, and 404 in Stripe mode, where Stripe's dashboard shows them.
 */
export async function listSandboxCharges(ctx: ServiceContext, auth: AuthContext): Promise<SandboxCharge[]> {
  if (ctx.payments.mode !== 'sandbox') throw new AppError(404, 'notFound');
  assertBillingAdmin(auth);
  const customerId = (await repository.findCustomer(ctx.db, auth.enterpriseId))?.processorCustomerId;
  if (!customerId) return [];
  return (await (ctx.payments as SandboxProcessor).listCharges(customerId)).map((charge) => ({
    id: charge.id,
    amount: charge.amount,
    currency: 'mxn',
    status: charge.status,
    created: Math.floor(charge.createdAt.getTime() / 1000),
    paymentMethodId: charge.paymentMethodId,
  }));
}

function toCard(row: repository.SavedCard): Card {
  return { id: row.id, brand: row.brand, holderName: row.holderName, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear, isDefault: row.isDefault };
}

function toDetail(row: repository.SavedCard): PaymentMethodDetail {
  return { id: row.id, card: { brand: row.brand, last4: row.last4, exp_month: row.expMonth, exp_year: row.expYear }, billing_details: { name: row.holderName } };
}

/**
 * Keeps a card the processor confirmed for this company's customer among its saved cards (once; the
 * first card becomes the default). A card of another customer is not found.
 */
async function saveConfirmedCard(ctx: ServiceContext, enterpriseId: string, paymentMethodId: string): Promise<repository.SavedCard> {
  const saved = await repository.findCard(ctx.db, enterpriseId, paymentMethodId);
  if (saved) return saved;
  const customer = await repository.findCustomer(ctx.db, enterpriseId);
  const method = await ctx.payments.retrievePaymentMethod(paymentMethodId);
  if (!method || !customer?.processorCustomerId || method.customerId !== customer.processorCustomerId) throw new AppError(404, 'paymentMethodNotFound');
  await repository.insertCard(ctx.db, { id: method.id, enterpriseId, ...method.card, createdAt: ctx.clock.now() });
  return (await repository.findCard(ctx.db, enterpriseId, paymentMethodId))!;
}

export async function addCard(ctx: ServiceContext, auth: AuthContext, paymentMethodId: string): Promise<Card> {
  assertBillingAdmin(auth);
  return toCard(await saveConfirmedCard(ctx, auth.enterpriseId, paymentMethodId));
}

/** The card a confirmed setup intent saved (kept among the company's cards if it was not yet). */
export async function getSetupIntentPaymentMethod(ctx: ServiceContext, auth: AuthContext, setupIntentId: string): Promise<PaymentMethodDetail> {
  assertBillingAdmin(auth);
  const customer = await repository.findCustomer(ctx.db, auth.enterpriseId);
  const intent = await ctx.payments.retrieveSetupIntent(setupIntentId);
  if (!intent || !customer?.processorCustomerId || intent.customerId !== customer.processorCustomerId || intent.status !== 'succeeded' || !intent.paymentMethodId) {
    throw new AppError(404, 'paymentMethodNotFound');
  }
  return toDetail(await saveConfirmedCard(ctx, auth.enterpriseId, intent.paymentMethodId));
}

export async function listCards(ctx: ServiceContext, auth: AuthContext): Promise<Card[]> {
  assertBillingAdmin(auth);
  return (await repository.listCards(ctx.db, auth.enterpriseId)).map(toCard);
}

export async function getCard(ctx: ServiceContext, auth: AuthContext, id: string): Promise<PaymentMethodDetail> {
  assertBillingAdmin(auth);
  const row = await repository.findCard(ctx.db, auth.enterpriseId, id);
  if (!row) throw new AppError(404, 'paymentMethodNotFound');
  return toDetail(row);
}

export async function getDefaultCard(ctx: ServiceContext, auth: AuthContext): Promise<PaymentMethodDetail | null> {
  assertBillingAdmin(auth);
  const row = await repository.findDefaultCard(ctx.db, auth.enterpriseId);
  return row ? toDetail(row) : null;
}

/** The default card is the one the subscription's next charges go to. */
export async function setDefaultCard(ctx: ServiceContext, auth: AuthContext, id: string): Promise<void> {
  assertBillingAdmin(auth);
  const row = await repository.findCard(ctx.db, auth.enterpriseId, id);
  const customer = await repository.findCustomer(ctx.db, auth.enterpriseId);
  if (!row || !customer?.processorCustomerId) throw new AppError(404, 'paymentMethodNotFound');
  await ctx.payments.setDefaultPaymentMethod(customer.processorCustomerId, id, `default-card:${auth.enterpriseId}:${id}:${ctx.clock.now().getTime()}`);
  await ctx.db.transaction((tx) => repository.setDefaultCard(tx, auth.enterpriseId, id));
}

/**
 * Removes a saved card. A running subscription keeps a card to charge: its only card cannot go
 * (409); removing the default card makes the newest other card the default.
 */
export async function deleteCard(ctx: ServiceContext, auth: AuthContext, id: string): Promise<void> {
  assertBillingAdmin(auth);
  const row = await repository.findCard(ctx.db, auth.enterpriseId, id);
  if (!row) throw new AppError(404, 'paymentMethodNotFound');
  const others = (await repository.listCards(ctx.db, auth.enterpriseId)).filter((card) => card.id !== id);
  const subscription = await repository.findLiveSubscription(ctx.db, auth.enterpriseId);
  if (others.length === 0 && subscription && !subscription.cancelAtPeriodEnd) throw new AppError(409, 'cardInUse');
  await ctx.payments.detachPaymentMethod(id, `detach:${id}`);
  await ctx.db.transaction(async (tx) => {
    await repository.deleteCard(tx, auth.enterpriseId, id);
    if (row.isDefault && others[0]) await repository.setDefaultCard(tx, auth.enterpriseId, others[0].id);
  });
}

export async function getBillingInformation(ctx: ServiceContext, auth: AuthContext): Promise<BillingInformation | null> {
  assertBillingAdmin(auth);
  const row = await repository.findCustomer(ctx.db, auth.enterpriseId);
  if (!row?.invoiceName || !row.rfc || !row.fiscalAddress || !row.postalCode) return null;
  return { invoiceName: row.invoiceName, rfc: row.rfc, fiscalAddress: row.fiscalAddress, postalCode: row.postalCode };
}

/** Saves what receipts print from now on (issued receipts keep theirs), and tells the processor. */
export async function saveBillingInformation(ctx: ServiceContext, auth: AuthContext, information: BillingInformation): Promise<BillingInformation> {
  assertBillingAdmin(auth);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await repository.lockCustomer(tx, auth.enterpriseId, now);
    await repository.updateCustomer(tx, auth.enterpriseId, information, now);
  });
  const customer = await repository.findBillingParty(ctx.db, auth.enterpriseId);
  const customerId = (await repository.findCustomer(ctx.db, auth.enterpriseId))?.processorCustomerId;
  if (customerId && customer) {
    await ctx.payments.updateCustomer(
      customerId,
      { name: information.invoiceName, email: customer.email, rfc: information.rfc, fiscalAddress: information.fiscalAddress, postalCode: information.postalCode },
      `customer-update:${auth.enterpriseId}:${now.getTime()}`,
    );
  }
  return information;
}
