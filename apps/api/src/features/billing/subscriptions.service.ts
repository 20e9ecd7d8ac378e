import { randomBytes } from 'node:crypto';
import { planEmployeeLimits, planNameKeys, translateMessage, type Language, type MessageKey, type Plan, type Subscription } from '@rumbo/contract';
import { AppError, CardError } from '../../errors.js';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import { hasVerifiedEmail, type AuthContext } from '../auth/index.js';
import { keepLogo } from '../documents/index.js';
import { lockEnterprise } from '../enterprises/index.js';
import { notifyAdministrators } from '../notifications/index.js';
import * as repository from './billing.repository.js';
import type { ReceiptBillingRecord } from './billing.table.js';
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
 * What a month's charge takes from the credit balance and from the card: the credit pays first. The
 * one formula for a checkout, a renewal and the next charge the subscription page announces.
 */
export function monthlyCharge(price: number, creditBalance: number) {
  const creditApplied = Math.min(Math.max(creditBalance, 0), price);
  return { creditApplied, amount: price - creditApplied, creditBalanceAfter: creditBalance - creditApplied };
}

export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export async function subscriptionOf(ctx: ServiceContext, row: repository.SubscriptionRow, language: Language): Promise<Subscription> {
  const plan = await repository.findPlan(ctx.db, row.planId);
  const customer = await repository.findCustomer(ctx.db, row.enterpriseId);
  const card = await repository.findDefaultCard(ctx.db, row.enterpriseId);
  const priceId = plan?.priceId ?? `price_${row.planId}_monthly`;
  const creditBalance = customer?.creditBalance ?? 0;
  // As the renewal job will charge it: the catalogue's price now, the credit first.
  const renews = row.status !== 'canceled' && !row.cancelAtPeriodEnd;
  const nextPrice = plan?.unitAmount ?? row.unitAmount;
  const next = monthlyCharge(nextPrice, creditBalance);
  return {
    id: row.id,
    status: row.status,
    plan: { id: priceId, product: row.planId },
    items: { data: [{ price: { id: priceId, product: row.planId, nickname: translateMessage(planNameKeys[row.planId], language), unit_amount: row.unitAmount, currency: 'mxn' } }] },
    current_period_start: unixSeconds(row.currentPeriodStart),
    current_period_end: unixSeconds(row.currentPeriodEnd),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    default_payment_method: card?.id ?? null,
    credit_balance: creditBalance,
    next_charge: renews
      ? { date: unixSeconds(row.renewsAt ?? row.currentPeriodEnd), price: nextPrice, credit_applied: next.creditApplied, amount: next.amount }
      : null,
  };
}

/** The live subscription (null when none) and the company's credit balance, which outlives a subscription that ended. */
export async function getSubscription(ctx: ServiceContext, auth: AuthContext, language: Language): Promise<{ subscription: Subscription | null; creditBalance: number }> {
  assertBillingAdmin(auth);
  const row = await repository.findLiveSubscription(ctx.db, auth.enterpriseId);
  const customer = await repository.findCustomer(ctx.db, auth.enterpriseId);
  return { subscription: row ? await subscriptionOf(ctx, row, language) : null, creditBalance: customer?.creditBalance ?? 0 };
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
export async function assertPlanFits(ctx: ServiceContext, enterpriseId: string, plan: Plan): Promise<void> {
  const limit = planEmployeeLimits[plan];
  if (limit === null) return;
  const count = await repository.countHeadCount(ctx.db, enterpriseId);
  if (count > limit) throw new AppError(409, 'planBelowHeadCount', { count, plan: { key: planNameKeys[plan] }, limit });
}

export async function findPlanByProductOrPrice(ctx: ServiceContext, id: string) {
  return (await repository.findPlanByPriceId(ctx.db, id)) ?? (['basic', 'pro', 'enterprise'].includes(id) ? repository.findPlan(ctx.db, id as Plan) : undefined);
}

function refusalMessage(attempt: { failureCode: string | null; declineCode: string | null }): MessageKey {
  return attempt.declineCode === 'insufficient_funds' ? 'cardInsufficientFunds' : attempt.failureCode === 'expired_card' ? 'cardExpired' : 'cardDeclined';
}

/**
 * The company's logo kept for a payment's receipt (documents' `keepLogo`): taken before the payment's
 * transaction, as the file store is no part of it (and PGlite's one connection would wait on it).
 */
export function keepReceiptLogo(ctx: ServiceContext, enterpriseId: string): Promise<string | null> {
  return keepLogo(ctx, enterpriseId);
}

/** The company's billing details, and the logo kept before the transaction, as a payment keeps them for its receipt. */
export async function billingSnapshot(ctx: ServiceContext, enterpriseId: string, logoKey: string | null): Promise<ReceiptBillingRecord> {
  const party = await repository.findBillingParty(ctx.db, enterpriseId);
  if (!party) throw new AppError(404, 'notFound');
  const { companyName, email, invoiceName, rfc, fiscalAddress, postalCode } = party;
  return { companyName, email, invoiceName, rfc, fiscalAddress, postalCode, logoKey };
}

export async function savedCardOr404(ctx: ServiceContext, enterpriseId: string, paymentMethodId: string) {
  const card = await repository.findCard(ctx.db, enterpriseId, paymentMethodId);
  if (!card) throw new AppError(404, 'paymentMethodNotFound');
  return card;
}

/** Subscribing waits for the administrator's own email to be verified (403 otherwise): receipts and notices go there. */
async function assertMaySubscribe(ctx: ServiceContext, auth: AuthContext): Promise<void> {
  if (!(await hasVerifiedEmail(ctx, auth.accountId))) throw new AppError(403, 'verifyEmailToSubscribe');
}

/** What a checkout or a plan change answers once its attempt is over: the subscription paid for, or the card's refusal (402). */
export async function subscriptionPaidFor(ctx: ServiceContext, { attempt }: SettledAttempt, language: Language): Promise<Subscription> {
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
  const logoKey = await keepReceiptLogo(ctx, auth.enterpriseId);
  const settled = await payAttempt(ctx, auth.enterpriseId, async (tx) => {
    if (await repository.findLiveSubscription(tx.db, auth.enterpriseId)) throw new AppError(409, 'subscriptionExists');
    await assertPlanFits(tx, auth.enterpriseId, plan.id);
    const card = await savedCardOr404(tx, auth.enterpriseId, input.paymentMethodId);
    // A credit left by an earlier subscription pays the first month first.
    const charge = monthlyCharge(plan.unitAmount, (await repository.findCustomer(tx.db, auth.enterpriseId))?.creditBalance ?? 0);
    const now = tx.clock.now();
    const periodEnd = addMonths(now, 1);
    const applied = charge.creditApplied;
    const period = { planId: plan.id, periodStart: now.toISOString(), periodEnd: periodEnd.toISOString() };
    return {
      enterpriseId: auth.enterpriseId,
      kind: 'subscription',
      subscriptionId: `sub_${randomBytes(12).toString('base64url')}`,
      planId: plan.id,
      unitAmount: plan.unitAmount,
      amount: charge.amount,
      lines: [{ kind: 'subscription', ...period, amount: plan.unitAmount }, ...(applied > 0 ? [{ kind: 'credit_applied' as const, ...period, amount: -applied }] : [])],
      creditApplied: applied,
      creditBalanceAfter: charge.creditBalanceAfter,
      periodStart: now,
      periodEnd,
      processorCustomerId: customerId,
      paymentMethodId: card.id,
      cardBrand: card.brand,
      cardLast4: card.last4,
      billing: await billingSnapshot(tx, auth.enterpriseId, logoKey),
      createdAt: now,
    };
  });
  return subscriptionPaidFor(ctx, settled, language);
}

export async function liveSubscriptionOr404(ctx: ServiceContext, enterpriseId: string, subscriptionId: string, missing: MessageKey) {
  const row = await repository.findLiveSubscription(ctx.db, enterpriseId);
  if (!row || row.id !== subscriptionId) throw new AppError(404, missing);
  return row;
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
 * Takes a cancellation back while the period runs: the subscription renews at its end again, and the
 * administrators are told, as they were of the cancellation. Nothing is charged now (the period is
 * paid). One not cancelled, or already ended (its period over, even before the renewal job has ended
 * it), answers 409; a subscription of another company, 404.
 */
export async function resumeSubscription(ctx: ServiceContext, auth: AuthContext, subscriptionId: string, language: Language): Promise<Subscription> {
  assertBillingAdmin(auth);
  const row = await withTransaction(ctx, async (tx) => {
    await lockEnterprise(tx, auth.enterpriseId);
    const current = await repository.findSubscription(tx.db, subscriptionId);
    if (!current || current.enterpriseId !== auth.enterpriseId) throw new AppError(404, 'subscriptionNotFound');
    const now = tx.clock.now();
    if (current.status === 'canceled' || current.currentPeriodEnd <= now) throw new AppError(409, 'subscriptionAlreadyEnded');
    if (!current.cancelAtPeriodEnd) throw new AppError(409, 'subscriptionNotCancelled');
    const updated = await repository.updateSubscription(tx.db, current.id, { cancelAtPeriodEnd: false, renewsAt: current.currentPeriodEnd }, now);
    // Told as the cancellation was: whoever reads the notice that it ends hears that it goes on.
    await notifyAdministrators(tx, auth.enterpriseId, { kind: 'subscription_resumed', plan: current.planId, amount: null, paymentId: null, until: current.currentPeriodEnd });
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
