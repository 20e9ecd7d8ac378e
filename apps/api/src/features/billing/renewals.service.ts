import { AppError } from '../../errors.js';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import { lockEnterprise } from '../enterprises/index.js';
import * as repository from './billing.repository.js';
import type { ReceiptLineRecord } from './billing.table.js';
import { hasAttemptInFlight, payAttempt } from './payment-attempts.service.js';
import { endSubscription } from './payment-effects.service.js';
import { addMonths, billingSnapshot, keepReceiptLogo, monthlyCharge } from './subscriptions.service.js';

// The monthly renewals: each due subscription charged for its next month, retried after a refusal,
// ended when cancelled or refused for good; run by a job every 10 minutes.

/** The period after the one ending at `periodEnd`, for a subscription that started at `anchor`. */
function nextPeriodEnd(anchor: Date, periodEnd: Date): Date {
  const months = (periodEnd.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + periodEnd.getUTCMonth() - anchor.getUTCMonth();
  return addMonths(anchor, months + 1);
}

type RenewalOutcome = 'renewed' | 'failed' | 'ended' | 'skipped';

/**
 * Renews one due subscription: a cancelled one ends; otherwise the next month is charged to the
 * default card (at the catalogue's current price, a credit balance paying first) through a payment
 * attempt. A refused charge makes it past due and is tried again 1, 3 and 5 days later; after the
 * last refusal it ends. A subscription changed since it was found due, or a company with another
 * charge in flight, is skipped for the next run: two workers never renew one period twice.
 */
export async function renewSubscription(ctx: ServiceContext, due: repository.SubscriptionRow): Promise<RenewalOutcome> {
  const unchanged = (row: repository.SubscriptionRow | undefined): row is repository.SubscriptionRow =>
    row !== undefined && row.status !== 'canceled' && row.updatedAt.getTime() === due.updatedAt.getTime();
  if (due.cancelAtPeriodEnd) {
    return withTransaction(ctx, async (tx) => {
      await lockEnterprise(tx, due.enterpriseId);
      // A plan change in flight resumes it once paid: it ends, if still cancelled, on a later run.
      if (!unchanged(await repository.lockSubscription(tx.db, due.id)) || (await hasAttemptInFlight(tx, due.enterpriseId))) return 'skipped';
      await endSubscription(tx, due, tx.clock.now());
      return 'ended';
    });
  }
  try {
    const logoKey = await keepReceiptLogo(ctx, due.enterpriseId);
    const { outcome } = await payAttempt(ctx, due.enterpriseId, async (tx) => {
      if (!unchanged(await repository.lockSubscription(tx.db, due.id))) throw new AppError(409, 'concurrentChange');
      const plan = await repository.findPlan(tx.db, due.planId);
      const card = await repository.findDefaultCard(tx.db, due.enterpriseId);
      const customer = await repository.findCustomer(tx.db, due.enterpriseId);
      const unitAmount = plan?.unitAmount ?? due.unitAmount;
      const charge = monthlyCharge(unitAmount, customer?.creditBalance ?? 0);
      const applied = charge.creditApplied;
      const periodStart = due.currentPeriodEnd;
      const periodEnd = nextPeriodEnd(due.createdAt, due.currentPeriodEnd);
      const period = { planId: due.planId, periodStart: periodStart.toISOString(), periodEnd: periodEnd.toISOString() };
      const lines: ReceiptLineRecord[] = [{ kind: 'renewal', ...period, amount: unitAmount }];
      if (applied > 0) lines.push({ kind: 'credit_applied', ...period, amount: -applied });
      return {
        enterpriseId: due.enterpriseId,
        kind: 'renewal',
        subscriptionId: due.id,
        planId: due.planId,
        unitAmount,
        amount: charge.amount,
        lines,
        creditApplied: applied,
        creditBalanceAfter: charge.creditBalanceAfter,
        periodStart,
        periodEnd,
        processorCustomerId: customer?.processorCustomerId ?? null,
        paymentMethodId: card?.id ?? null,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
        billing: await billingSnapshot(tx, due.enterpriseId, logoKey),
        createdAt: tx.clock.now(),
      };
    });
    return outcome === 'paid' ? 'renewed' : outcome === 'refused' ? 'failed' : outcome === 'ended' ? 'ended' : 'skipped';
  } catch (error) {
    // Changed since found due, or another charge of the company in flight (or this one's answer lost): the next run looks again.
    if (error instanceof AppError && error.statusCode === 409) return 'skipped';
    throw error;
  }
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
