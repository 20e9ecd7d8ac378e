import { randomBytes } from 'node:crypto';
import { planEmployeeLimits, planNameKeys, translateMessage, type Language, type MessageKey, type Plan, type Subscription } from '@rumbo/contract';
import { AppError, CardError } from '../../errors.js';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import { hasVerifiedEmail, type AuthContext } from '../auth/index.js';
import { lockEnterprise, setEnterprisePlan } from '../enterprises/index.js';
import { notifyAdministrators } from '../notifications/index.js';
import * as repository from './billing.repository.js';
import type { ReceiptLineRecord } from './billing.table.js';
import { assertBillingAdmin, ensureProcessorCustomer } from './cards.service.js';
import type { ChargeResult } from './payment-processor.js';

// A company's subscription: subscribing, changing plan, cancelling, and whether it is subscribed.
// Its monthly renewals are renewals.service.ts's.

/** `anchor` moved `months` calendar months, on the same day or the month's last one (31 January + 1 = 28 or 29 February). */
export function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(anchor.getUTCDate(), lastDay), anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds(), anchor.getUTCMilliseconds()));
}

/**
 * A plan change now, prorated over what is left of the period: the old plan's unused part is
 * credited, the new plan's part charged; a credit balance pays first, and what a downgrade leaves
 * over stays as balance for the next charges.
 */
export function prorate(input: { oldAmount: number; newAmount: number; periodStart: Date; periodEnd: Date; now: Date; creditBalance: number }) {
  const total = input.periodEnd.getTime() - input.periodStart.getTime();
  const left = Math.min(Math.max(input.periodEnd.getTime() - input.now.getTime(), 0), total);
  const fraction = total > 0 ? left / total : 0;
  const credit = Math.round(input.oldAmount * fraction);
  const charge = Math.round(input.newAmount * fraction);
  const due = charge - credit;
  const applied = due > 0 ? Math.min(input.creditBalance, due) : 0;
  return { credit, charge, applied, amount: Math.max(due - applied, 0), creditBalanceAfter: input.creditBalance - applied + Math.max(-due, 0) };
}

function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

async function subscriptionOf(ctx: ServiceContext, row: repository.SubscriptionRow, language: Language): Promise<Subscription> {
  const plan = await repository.findPlan(ctx.db, row.planId);
  const customer = await repository.findCustomer(ctx.db, row.enterpriseId);
  const card = await repository.findDefaultCard(ctx.db, row.enterpriseId);
  const priceId = plan?.priceId ?? `price_${row.planId}_monthly`;
  return {
    id: row.id,
    status: row.status,
    plan: { id: priceId, product: row.planId },
    items: { data: [{ price: { id: priceId, product: row.planId, nickname: translateMessage(planNameKeys[row.planId], language), unit_amount: row.unitAmount, currency: 'mxn' } }] },
    current_period_start: unixSeconds(row.currentPeriodStart),
    current_period_end: unixSeconds(row.currentPeriodEnd),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    default_payment_method: card?.id ?? null,
    credit_balance: customer?.creditBalance ?? 0,
  };
}

export async function getSubscription(ctx: ServiceContext, auth: AuthContext, language: Language): Promise<Subscription | null> {
  assertBillingAdmin(auth);
  const row = await repository.findLiveSubscription(ctx.db, auth.enterpriseId);
  return row ? subscriptionOf(ctx, row, language) : null;
}

/**
 * Whether a company is subscribed: it has a subscription that is not cancelled (active, or past due
 * while its renewal is retried). What the statistics box and other features ask billing.
 */
export function hasLiveSubscription(ctx: Pick<ServiceContext, 'db'>, enterpriseId: string): Promise<boolean> {
  return repository.hasLiveSubscription(ctx.db, enterpriseId);
}

export type LiveSubscription = { enterpriseId: string; planId: 'basic' | 'pro' | 'enterprise'; reportCadence: 'monthly' | 'biweekly' | 'live'; startedAt: Date };

/** The companies subscribed now, each with its plan's report cadence and when its subscription began. */
export function listLiveSubscriptions(ctx: Pick<ServiceContext, 'db'>): Promise<LiveSubscription[]> {
  return repository.listLiveSubscriptions(ctx.db);
}

/** A plan that admits fewer people than the company has is refused, with how many it has. */
async function assertPlanFits(ctx: ServiceContext, enterpriseId: string, plan: Plan): Promise<void> {
  const limit = planEmployeeLimits[plan];
  if (limit === null) return;
  const count = await repository.countHeadCount(ctx.db, enterpriseId);
  if (count > limit) throw new AppError(409, 'planBelowHeadCount', { count, plan: { key: planNameKeys[plan] }, limit });
}

async function findPlanByProductOrPrice(ctx: ServiceContext, id: string) {
  return (await repository.findPlanByPriceId(ctx.db, id)) ?? (['basic', 'pro', 'enterprise'].includes(id) ? repository.findPlan(ctx.db, id as Plan) : undefined);
}

function refusalMessage(result: Extract<ChargeResult, { status: 'failed' }>): MessageKey {
  return result.declineCode === 'insufficient_funds' ? 'cardInsufficientFunds' : result.code === 'expired_card' ? 'cardExpired' : 'cardDeclined';
}

/** Charges a saved card; a refusal becomes the 402 the person reads. Nothing is charged for 0. */
async function chargeOrRefuse(
  ctx: ServiceContext,
  input: { customerId: string; paymentMethodId: string; amount: number; description: string; enterpriseId: string },
  idempotencyKey: string,
): Promise<string | null> {
  if (input.amount <= 0) return null;
  const result = await ctx.payments.charge(
    { customerId: input.customerId, paymentMethodId: input.paymentMethodId, amount: input.amount, description: input.description, metadata: { enterpriseId: input.enterpriseId } },
    idempotencyKey,
  );
  if (result.status === 'failed') throw new CardError(refusalMessage(result), result.code, result.declineCode);
  return result.reference;
}

/** The company's billing details as a payment keeps them for its receipt. */
export async function billingSnapshot(ctx: ServiceContext, enterpriseId: string) {
  const party = await repository.findBillingParty(ctx.db, enterpriseId);
  if (!party) throw new AppError(404, 'notFound');
  const { companyName, email, invoiceName, rfc, fiscalAddress, postalCode } = party;
  return { companyName, email, invoiceName, rfc, fiscalAddress, postalCode };
}

async function savedCardOr404(ctx: ServiceContext, enterpriseId: string, paymentMethodId: string) {
  const card = await repository.findCard(ctx.db, enterpriseId, paymentMethodId);
  if (!card) throw new AppError(404, 'paymentMethodNotFound');
  return card;
}

/** Subscribing waits for the administrator's own email to be verified (403 otherwise): receipts and notices go there. */
async function assertMaySubscribe(ctx: ServiceContext, auth: AuthContext): Promise<void> {
  if (!(await hasVerifiedEmail(ctx, auth.accountId))) throw new AppError(403, 'verifyEmailToSubscribe');
}

/**
 * Subscribes the company: the first month is charged to the card (which becomes the default) before
 * anything is kept, so a refused card leaves no subscription. The charge's idempotency key names the
 * company's state, so a repeated click charges once; the unique live subscription per company
 * refuses the second.
 */
export async function createSubscription(ctx: ServiceContext, auth: AuthContext, input: { priceId: string; paymentMethodId: string }, language: Language): Promise<Subscription> {
  assertBillingAdmin(auth);
  await assertMaySubscribe(ctx, auth);
  const plan = await repository.findPlanByPriceId(ctx.db, input.priceId);
  if (!plan) throw new AppError(404, 'priceNotFound');
  if (await repository.findLiveSubscription(ctx.db, auth.enterpriseId)) throw new AppError(409, 'subscriptionExists');
  await assertPlanFits(ctx, auth.enterpriseId, plan.id);
  const card = await savedCardOr404(ctx, auth.enterpriseId, input.paymentMethodId);
  const customerId = await ensureProcessorCustomer(ctx, auth.enterpriseId);
  const customer = await repository.findCustomer(ctx.db, auth.enterpriseId);
  const now = ctx.clock.now();
  const periodEnd = addMonths(now, 1);
  const previous = await repository.findLatestSubscription(ctx.db, auth.enterpriseId);
  const balance = customer?.creditBalance ?? 0;
  const applied = Math.min(balance, plan.unitAmount);
  const amount = plan.unitAmount - applied;
  const reference = await chargeOrRefuse(
    ctx,
    { customerId, paymentMethodId: card.id, amount, description: translateMessage('paymentConceptSubscription', 'es', { plan: { key: planNameKeys[plan.id] } }), enterpriseId: auth.enterpriseId },
    // A repeated click within the minute replays the first charge; a later try (a refused card topped up) charges anew.
    `subscribe:${auth.enterpriseId}:${previous?.id ?? 'first'}:${plan.id}:${card.id}:${Math.floor(now.getTime() / 60_000)}`,
  );
  const billing = await billingSnapshot(ctx, auth.enterpriseId);
  const row = await withTransaction(ctx, async (tx) => {
    await lockEnterprise(tx, auth.enterpriseId);
    if (await repository.findLiveSubscription(tx.db, auth.enterpriseId)) throw new AppError(409, 'subscriptionExists');
    await repository.lockCustomer(tx.db, auth.enterpriseId, now);
    const subscription = await repository.insertSubscription(tx.db, {
      id: `sub_${randomBytes(12).toString('base64url')}`,
      enterpriseId: auth.enterpriseId,
      planId: plan.id,
      unitAmount: plan.unitAmount,
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
      renewsAt: periodEnd,
      createdAt: now,
      updatedAt: now,
    });
    await repository.setDefaultCard(tx.db, auth.enterpriseId, card.id);
    await repository.updateCustomer(tx.db, auth.enterpriseId, { creditBalance: balance - applied }, now);
    await setEnterprisePlan(tx, auth.enterpriseId, plan.id);
    const payment = await repository.insertPayment(tx.db, {
      enterpriseId: auth.enterpriseId,
      subscriptionId: subscription.id,
      receiptNumber: await repository.nextReceiptNumber(tx.db),
      kind: 'subscription',
      status: 'paid',
      planId: plan.id,
      amount,
      lines: [
        { kind: 'subscription', planId: plan.id, periodStart: now.toISOString(), periodEnd: periodEnd.toISOString(), amount: plan.unitAmount },
        ...(applied > 0 ? [{ kind: 'credit_applied' as const, planId: plan.id, periodStart: now.toISOString(), periodEnd: periodEnd.toISOString(), amount: -applied }] : []),
      ],
      creditApplied: applied,
      creditBalanceAfter: balance - applied,
      periodStart: now,
      periodEnd,
      cardBrand: card.brand,
      cardLast4: card.last4,
      billing,
      processorReference: reference,
      createdAt: now,
    });
    // A payment covered by credit is on the receipt, not news for the inbox.
    if (amount > 0) await notifyAdministrators(tx, auth.enterpriseId, { kind: 'payment_succeeded', plan: plan.id, amount, paymentId: payment.id, until: null });
    return subscription;
  });
  return subscriptionOf(ctx, row, language);
}

async function liveSubscriptionOr404(ctx: ServiceContext, enterpriseId: string, subscriptionId: string, missing: MessageKey) {
  const row = await repository.findLiveSubscription(ctx.db, enterpriseId);
  if (!row || row.id !== subscriptionId) throw new AppError(404, missing);
  return row;
}

/**
 * Changes plan now, for the rest of the period, prorated (see `prorate`): the difference is charged
 * to the chosen card, or credited to the next charges; the receipt shows both parts. A subscription
 * cancelled at the period's end is resumed.
 */
export async function changePlan(
  ctx: ServiceContext,
  auth: AuthContext,
  input: { subscriptionId: string; newProductId: string; paymentMethodId: string },
  language: Language,
): Promise<Subscription> {
  assertBillingAdmin(auth);
  const current = await liveSubscriptionOr404(ctx, auth.enterpriseId, input.subscriptionId, 'subscriptionNotFound');
  const plan = await findPlanByProductOrPrice(ctx, input.newProductId);
  if (!plan) throw new AppError(404, 'priceNotFound');
  if (plan.id === current.planId) throw new AppError(409, 'samePlan');
  await assertPlanFits(ctx, auth.enterpriseId, plan.id);
  const card = await savedCardOr404(ctx, auth.enterpriseId, input.paymentMethodId);
  const customerId = await ensureProcessorCustomer(ctx, auth.enterpriseId);
  const customer = await repository.findCustomer(ctx.db, auth.enterpriseId);
  const now = ctx.clock.now();
  const proration = prorate({
    oldAmount: current.unitAmount,
    newAmount: plan.unitAmount,
    periodStart: current.currentPeriodStart,
    periodEnd: current.currentPeriodEnd,
    now,
    creditBalance: customer?.creditBalance ?? 0,
  });
  const reference = await chargeOrRefuse(
    ctx,
    { customerId, paymentMethodId: card.id, amount: proration.amount, description: translateMessage('paymentConceptPlanChange', 'es', { plan: { key: planNameKeys[plan.id] } }), enterpriseId: auth.enterpriseId },
    `change-plan:${current.id}:${current.updatedAt.getTime()}:${plan.id}`,
  );
  const billing = await billingSnapshot(ctx, auth.enterpriseId);
  const row = await withTransaction(ctx, async (tx) => {
    await lockEnterprise(tx, auth.enterpriseId);
    const locked = await repository.findLiveSubscription(tx.db, auth.enterpriseId);
    // Changed meanwhile (another change, a renewal): the charge above was for a state that is gone.
    if (!locked || locked.id !== current.id || locked.updatedAt.getTime() !== current.updatedAt.getTime()) throw new AppError(409, 'concurrentChange');
    const updated = await repository.updateSubscription(
      tx.db,
      current.id,
      { planId: plan.id, unitAmount: plan.unitAmount, cancelAtPeriodEnd: false, renewsAt: current.cancelAtPeriodEnd ? current.currentPeriodEnd : current.renewsAt },
      now,
    );
    await repository.lockCustomer(tx.db, auth.enterpriseId, now);
    await repository.setDefaultCard(tx.db, auth.enterpriseId, card.id);
    await repository.updateCustomer(tx.db, auth.enterpriseId, { creditBalance: proration.creditBalanceAfter }, now);
    await setEnterprisePlan(tx, auth.enterpriseId, plan.id);
    const lines: ReceiptLineRecord[] = [
      { kind: 'proration_credit', planId: current.planId, periodStart: now.toISOString(), periodEnd: current.currentPeriodEnd.toISOString(), amount: -proration.credit },
      { kind: 'proration_charge', planId: plan.id, periodStart: now.toISOString(), periodEnd: current.currentPeriodEnd.toISOString(), amount: proration.charge },
    ];
    if (proration.applied > 0) {
      lines.push({ kind: 'credit_applied', planId: plan.id, periodStart: now.toISOString(), periodEnd: current.currentPeriodEnd.toISOString(), amount: -proration.applied });
    }
    const payment = await repository.insertPayment(tx.db, {
      enterpriseId: auth.enterpriseId,
      subscriptionId: current.id,
      receiptNumber: await repository.nextReceiptNumber(tx.db),
      kind: 'plan_change',
      status: 'paid',
      planId: plan.id,
      amount: proration.amount,
      lines,
      creditApplied: proration.applied,
      creditBalanceAfter: proration.creditBalanceAfter,
      periodStart: now,
      periodEnd: current.currentPeriodEnd,
      cardBrand: card.brand,
      cardLast4: card.last4,
      billing,
      processorReference: reference,
      createdAt: now,
    });
    if (proration.amount > 0) {
      await notifyAdministrators(tx, auth.enterpriseId, { kind: 'payment_succeeded', plan: plan.id, amount: proration.amount, paymentId: payment.id, until: null });
    }
    return updated;
  });
  return subscriptionOf(ctx, row, language);
}

/** Cancels at the period's end: nothing more is charged, the plan works until then. */
export async function cancelSubscription(ctx: ServiceContext, auth: AuthContext, subscriptionId: string, language: Language): Promise<Subscription> {
  assertBillingAdmin(auth);
  const row = await withTransaction(ctx, async (tx) => {
    await lockEnterprise(tx, auth.enterpriseId);
    const current = await liveSubscriptionOr404(tx, auth.enterpriseId, subscriptionId, 'noActiveSubscription');
    if (current.cancelAtPeriodEnd) throw new AppError(409, 'subscriptionAlreadyCancelled');
    const now = tx.clock.now();
    const updated = await repository.updateSubscription(tx.db, current.id, { cancelAtPeriodEnd: true, renewsAt: current.currentPeriodEnd }, now);
    await notifyAdministrators(tx, auth.enterpriseId, { kind: 'subscription_ending', plan: current.planId, amount: null, paymentId: null, until: current.currentPeriodEnd });
    return updated;
  });
  return subscriptionOf(ctx, row, language);
}

/**
 * A company closing its account: its subscription ends at once (not at the period's end, as a
 * cancellation does), so the renewal job never charges it again. Nothing is refunded, and no notice
 * is sent: the administrators who would read it are closing the account themselves.
 */
export function cancelSubscriptionNow(ctx: ServiceContext, enterpriseId: string): Promise<void> {
  return repository.endLiveSubscription(ctx.db, enterpriseId, ctx.clock.now());
}
