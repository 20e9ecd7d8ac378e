import { planNameKeys, translateMessage } from '@rumbo/contract';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import { setEnterprisePlan } from '../enterprises/index.js';
import { notifyAdministrators } from '../notifications/index.js';
import * as repository from './billing.repository.js';
import type { ReceiptLineRecord } from './billing.table.js';
import type { ChargeResult } from './payment-processor.js';
import { addMonths, billingSnapshot } from './subscriptions.service.js';

// The monthly renewals: each due subscription charged for its next month, retried after a refusal,
// ended when cancelled or refused for good; run by a job every 10 minutes.

const dayMs = 24 * 60 * 60 * 1000;
/** After a refused renewal the card is tried again this many days later, then the subscription ends. */
export const renewalRetryDays = [1, 3, 5] as const;

/** The period after the one ending at `periodEnd`, for a subscription that started at `anchor`. */
function nextPeriodEnd(anchor: Date, periodEnd: Date): Date {
  const months = (periodEnd.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + periodEnd.getUTCMonth() - anchor.getUTCMonth();
  return addMonths(anchor, months + 1);
}

type RenewalOutcome = 'renewed' | 'failed' | 'ended' | 'skipped';

/** Ends a subscription now: the company falls back to the basic plan's limits and is told. */
async function endSubscription(ctx: ServiceContext, row: repository.SubscriptionRow, now: Date): Promise<void> {
  await repository.updateSubscription(ctx.db, row.id, { status: 'canceled', renewsAt: null, endedAt: now }, now);
  await setEnterprisePlan(ctx, row.enterpriseId, 'basic');
  await notifyAdministrators(ctx, row.enterpriseId, { kind: 'subscription_ended', plan: row.planId, amount: null, paymentId: null, until: now });
}

/**
 * Renews one due subscription: a cancelled one ends; otherwise the next month is charged to the
 * default card (at the catalogue's current price, a credit balance paying first). A refused charge
 * makes it past due and is tried again 1, 3 and 5 days later; after the last refusal it ends. The
 * charge's idempotency key names the period and the try, and the row is checked unchanged before
 * anything is written, so two workers never renew one period twice.
 */
export async function renewSubscription(ctx: ServiceContext, due: repository.SubscriptionRow): Promise<RenewalOutcome> {
  const now = ctx.clock.now();
  const unchanged = (row: repository.SubscriptionRow | undefined): row is repository.SubscriptionRow =>
    row !== undefined && row.status !== 'canceled' && row.updatedAt.getTime() === due.updatedAt.getTime();
  if (due.cancelAtPeriodEnd) {
    return withTransaction(ctx, async (tx) => {
      if (!unchanged(await repository.lockSubscription(tx.db, due.id))) return 'skipped';
      await endSubscription(tx, due, now);
      return 'ended';
    });
  }
  const plan = await repository.findPlan(ctx.db, due.planId);
  const card = await repository.findDefaultCard(ctx.db, due.enterpriseId);
  const customer = await repository.findCustomer(ctx.db, due.enterpriseId);
  const unitAmount = plan?.unitAmount ?? due.unitAmount;
  const balance = customer?.creditBalance ?? 0;
  const applied = Math.min(balance, unitAmount);
  const amount = unitAmount - applied;
  let result: ChargeResult = { status: 'failed', code: 'no_payment_method' };
  if (amount === 0) result = { status: 'succeeded', reference: '' };
  else if (card && customer?.processorCustomerId) {
    result = await ctx.payments.charge(
      {
        customerId: customer.processorCustomerId,
        paymentMethodId: card.id,
        amount,
        description: translateMessage('paymentConceptRenewal', 'es', { plan: { key: planNameKeys[due.planId] } }),
        metadata: { enterpriseId: due.enterpriseId, subscriptionId: due.id },
      },
      `renew:${due.id}:${due.currentPeriodEnd.getTime()}:${due.failedRenewals}`,
    );
  }
  const periodStart = due.currentPeriodEnd;
  const periodEnd = nextPeriodEnd(due.createdAt, due.currentPeriodEnd);
  const billing = await billingSnapshot(ctx, due.enterpriseId);
  return withTransaction(ctx, async (tx) => {
    if (!unchanged(await repository.lockSubscription(tx.db, due.id))) return 'skipped';
    const paid = result.status === 'succeeded';
    const lines: ReceiptLineRecord[] = [{ kind: 'renewal', planId: due.planId, periodStart: periodStart.toISOString(), periodEnd: periodEnd.toISOString(), amount: unitAmount }];
    if (paid && applied > 0) lines.push({ kind: 'credit_applied', planId: due.planId, periodStart: periodStart.toISOString(), periodEnd: periodEnd.toISOString(), amount: -applied });
    const payment = await repository.insertPayment(tx.db, {
      enterpriseId: due.enterpriseId,
      subscriptionId: due.id,
      receiptNumber: paid ? await repository.nextReceiptNumber(tx.db) : null,
      kind: 'renewal',
      status: paid ? 'paid' : 'failed',
      planId: due.planId,
      amount,
      lines,
      creditApplied: paid ? applied : 0,
      creditBalanceAfter: paid ? balance - applied : balance,
      periodStart,
      periodEnd,
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
      billing,
      processorReference: result.status === 'succeeded' ? result.reference || null : (result.reference ?? null),
      failureCode: result.status === 'failed' ? (result.declineCode ?? result.code) : null,
      createdAt: now,
    });
    if (paid) {
      await repository.updateSubscription(
        tx.db,
        due.id,
        { status: 'active', unitAmount, currentPeriodStart: periodStart, currentPeriodEnd: periodEnd, renewsAt: periodEnd, failedRenewals: 0 },
        now,
      );
      await repository.lockCustomer(tx.db, due.enterpriseId, now);
      await repository.updateCustomer(tx.db, due.enterpriseId, { creditBalance: balance - applied }, now);
      if (amount > 0) await notifyAdministrators(tx, due.enterpriseId, { kind: 'payment_succeeded', plan: due.planId, amount, paymentId: payment.id, until: null });
      return 'renewed';
    }
    const failures = due.failedRenewals + 1;
    const retryInDays = renewalRetryDays[failures - 1];
    if (retryInDays === undefined) {
      await notifyAdministrators(tx, due.enterpriseId, { kind: 'payment_failed', plan: due.planId, amount, paymentId: payment.id, until: null });
      await endSubscription(tx, due, now);
      return 'ended';
    }
    const retryAt = new Date(now.getTime() + retryInDays * dayMs);
    await repository.updateSubscription(tx.db, due.id, { status: 'past_due', failedRenewals: failures, renewsAt: retryAt }, now);
    await notifyAdministrators(tx, due.enterpriseId, { kind: 'payment_failed', plan: due.planId, amount, paymentId: payment.id, until: retryAt });
    return 'failed';
  });
}

/** Renews every due subscription, a batch at a time; one that fails to renew is logged and left for the next run. */
export async function renewDueSubscriptions(ctx: ServiceContext): Promise<Record<RenewalOutcome, number>> {
  const counts: Record<RenewalOutcome, number> = { renewed: 0, failed: 0, ended: 0, skipped: 0 };
  const seen = new Set<string>();
  for (;;) {
    const due = (await repository.listDueSubscriptions(ctx.db, ctx.clock.now(), 50)).filter((row) => !seen.has(row.id));
    if (due.length === 0) return counts;
    for (const row of due) {
      seen.add(row.id);
      try {
        counts[await renewSubscription(ctx, row)]++;
      } catch (error) {
        ctx.log.error({ err: error, subscriptionId: row.id }, 'renewal failed');
      }
    }
  }
}

const renewalsQueue = 'billing.renewals';

/** Renewals run every 10 minutes on the job queue, so one process takes each run and a restart loses none. */
export async function startRenewals(ctx: ServiceContext): Promise<void> {
  await ctx.jobs.define(renewalsQueue);
  await ctx.jobs.work(renewalsQueue, async () => {
    const counts = await renewDueSubscriptions(ctx);
    if (counts.renewed + counts.failed + counts.ended > 0) ctx.log.info(counts, 'subscriptions renewed');
  });
  await ctx.jobs.schedule(renewalsQueue, '*/10 * * * *');
}
