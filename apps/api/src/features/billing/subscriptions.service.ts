import { randomBytes } from 'node:crypto';
import { planEmployeeLimits, planNameKeys, translateMessage, type Language, type MessageKey, type Plan, type Subscription } from '@rumbo/contract';
import { AppError, CardError } from '../../errors.js';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import { hasVerifiedEmail, type AuthContext } from '../auth/index.js';
import { lockEnterprise } from '../enterprises/index.js';
import { notifyAdministrators } from '../notifications/index.js';
import * as repository from './billing.repository.js';
import type { ReceiptLineRecord } from './billing.table.js';
import { assertBillingAdmin, ensureProcessorCustomer } from './cards.service.js';
import { payAttempt, type SettledAttempt } from './payment-attempts.service.js';

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

function refusalMessage(attempt: { failureCode: string | null; declineCode: string | null }): MessageKey {
  return attempt.declineCode === 'insufficient_funds' ? 'cardInsufficientFunds' : attempt.failureCode === 'expired_card' ? 'cardExpired' : 'cardDeclined';
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

/** What a checkout or a plan change answers once its attempt is over: the subscription paid for, or the card's refusal (402). */
async function subscriptionPaidFor(ctx: ServiceContext, { attempt }: SettledAttempt, language: Language): Promise<Subscription> {
  if (attempt.status === 'failed') throw new CardError(refusalMessage(attempt), attempt.failureCode ?? 'card_declined', attempt.declineCode ?? undefined);
  const row = await repository.findSubscription(ctx.db, attempt.subscriptionId);
  if (!row) throw new AppError(404, 'subscriptionNotFound');
  return subscriptionOf(ctx, row, language);
}

/**
 * Subscribes the company: the first month is charged to the card (which becomes the default) through
 * a payment attempt, so a refused card leaves no subscription, and a repeated click finds the first
 * one's attempt in flight or its subscription live (409) and charges nothing.
 */
export async function createSubscription(ctx: ServiceContext, auth: AuthContext, input: { priceId: string; paymentMethodId: string }, language: Language): Promise<Subscription> {
  assertBillingAdmin(auth);
  await assertMaySubscribe(ctx, auth);
  const plan = await repository.findPlanByPriceId(ctx.db, input.priceId);
  if (!plan) throw new AppError(404, 'priceNotFound');
  const customerId = await ensureProcessorCustomer(ctx, auth.enterpriseId);
  const settled = await payAttempt(ctx, auth.enterpriseId, async (tx) => {
    if (await repository.findLiveSubscription(tx.db, auth.enterpriseId)) throw new AppError(409, 'subscriptionExists');
    await assertPlanFits(tx, auth.enterpriseId, plan.id);
    const card = await savedCardOr404(tx, auth.enterpriseId, input.paymentMethodId);
    const balance = (await repository.findCustomer(tx.db, auth.enterpriseId))?.creditBalance ?? 0;
    const now = tx.clock.now();
    const periodEnd = addMonths(now, 1);
    const applied = Math.min(balance, plan.unitAmount);
    const period = { planId: plan.id, periodStart: now.toISOString(), periodEnd: periodEnd.toISOString() };
    return {
      enterpriseId: auth.enterpriseId,
      kind: 'subscription',
      subscriptionId: `sub_${randomBytes(12).toString('base64url')}`,
      planId: plan.id,
      unitAmount: plan.unitAmount,
      amount: plan.unitAmount - applied,
      lines: [{ kind: 'subscription', ...period, amount: plan.unitAmount }, ...(applied > 0 ? [{ kind: 'credit_applied' as const, ...period, amount: -applied }] : [])],
      creditApplied: applied,
      creditBalanceAfter: balance - applied,
      periodStart: now,
      periodEnd,
      processorCustomerId: customerId,
      paymentMethodId: card.id,
      cardBrand: card.brand,
      cardLast4: card.last4,
      billing: await billingSnapshot(tx, auth.enterpriseId),
      createdAt: now,
    };
  });
  return subscriptionPaidFor(ctx, settled, language);
}

async function liveSubscriptionOr404(ctx: ServiceContext, enterpriseId: string, subscriptionId: string, missing: MessageKey) {
  const row = await repository.findLiveSubscription(ctx.db, enterpriseId);
  if (!row || row.id !== subscriptionId) throw new AppError(404, missing);
  return row;
}

/**
 * Changes plan now, for the rest of the period, prorated (see `prorate`): the difference is charged
 * to the chosen card through a payment attempt, or credited to the next charges; the receipt shows
 * both parts. A subscription cancelled at the period's end is resumed.
 */
export async function changePlan(
  ctx: ServiceContext,
  auth: AuthContext,
  input: { subscriptionId: string; newProductId: string; paymentMethodId: string },
  language: Language,
): Promise<Subscription> {
  assertBillingAdmin(auth);
  await liveSubscriptionOr404(ctx, auth.enterpriseId, input.subscriptionId, 'subscriptionNotFound');
  const customerId = await ensureProcessorCustomer(ctx, auth.enterpriseId);
  const settled = await payAttempt(ctx, auth.enterpriseId, async (tx) => {
    // Read again under the lock: what the proration is computed from holds until the attempt is settled.
    const current = await liveSubscriptionOr404(tx, auth.enterpriseId, input.subscriptionId, 'subscriptionNotFound');
    const plan = await findPlanByProductOrPrice(tx, input.newProductId);
    if (!plan) throw new AppError(404, 'priceNotFound');
    if (plan.id === current.planId) throw new AppError(409, 'samePlan');
    await assertPlanFits(tx, auth.enterpriseId, plan.id);
    const card = await savedCardOr404(tx, auth.enterpriseId, input.paymentMethodId);
    const now = tx.clock.now();
    const proration = prorate({
      oldAmount: current.unitAmount,
      newAmount: plan.unitAmount,
      periodStart: current.currentPeriodStart,
      periodEnd: current.currentPeriodEnd,
      now,
      creditBalance: (await repository.findCustomer(tx.db, auth.enterpriseId))?.creditBalance ?? 0,
    });
    const rest = { periodStart: now.toISOString(), periodEnd: current.currentPeriodEnd.toISOString() };
    const lines: ReceiptLineRecord[] = [
      { kind: 'proration_credit', planId: current.planId, ...rest, amount: -proration.credit },
      { kind: 'proration_charge', planId: plan.id, ...rest, amount: proration.charge },
    ];
    if (proration.applied > 0) lines.push({ kind: 'credit_applied', planId: plan.id, ...rest, amount: -proration.applied });
    return {
      enterpriseId: auth.enterpriseId,
      kind: 'plan_change',
      subscriptionId: current.id,
      planId: plan.id,
      unitAmount: plan.unitAmount,
      amount: proration.amount,
      lines,
      creditApplied: proration.applied,
      creditBalanceAfter: proration.creditBalanceAfter,
      periodStart: now,
      periodEnd: current.currentPeriodEnd,
      processorCustomerId: customerId,
      paymentMethodId: card.id,
      cardBrand: card.brand,
      cardLast4: card.last4,
      billing: await billingSnapshot(tx, auth.enterpriseId),
      createdAt: now,
    };
  });
  return subscriptionPaidFor(ctx, settled, language);
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
