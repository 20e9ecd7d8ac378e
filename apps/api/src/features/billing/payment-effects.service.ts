import { languageOfCompany } from '@rumbo/contract';
import type { ServiceContext } from '../../service-context.js';
import { setEnterprisePlan } from '../enterprises/index.js';
import { notifyAdministrators } from '../notifications/index.js';
import * as repository from './billing.repository.js';
import type { ChargeResult } from './payment-processor.js';
import * as attempts from './payment-attempts.repository.js';
import { receiptAttachmentSource } from './receipts.service.js';

// What a payment attempt's outcome writes: the subscription, the payment with its numbered receipt,
// the credit balance and the notices once paid; a refused renewal's record and its next try. Written
// from the attempt's own row, inside the transaction that settles it.

const dayMs = 24 * 60 * 60 * 1000;
/** After a refused renewal the card is tried again this many days later, then the subscription ends. */
const renewalRetryDays = [1, 3, 5] as const;

/** How an attempt ended: paid, refused (a renewal then past due, or ended after its last try), or never charged. */
export type AttemptOutcome = 'paid' | 'refused' | 'ended' | 'not_charged';

/** Ends a subscription now: the company falls back to the basic plan's limits and is told. */
export async function endSubscription(ctx: ServiceContext, row: repository.SubscriptionRow, now: Date): Promise<void> {
  await repository.updateSubscription(ctx.db, row.id, { status: 'canceled', renewsAt: null, endedAt: now }, now);
  await setEnterprisePlan(ctx, row.enterpriseId, 'basic');
  await notifyAdministrators(ctx, row.enterpriseId, { kind: 'subscription_ended', plan: row.planId, amount: null, paymentId: null, until: now });
}

/**
 * Writes an attempt's outcome and marks it settled or failed. Never refuses a paid attempt: nothing it
 * was computed from could change while it was in flight, and a subscription that ended meanwhile (the
 * company closed) still gets the payment's record, only not renewed or resumed. `result` null: no
 * charge was made, and nothing is written but the attempt's failure.
 */
export async function writeAttemptOutcome(tx: ServiceContext, attempt: attempts.PaymentAttempt, result: ChargeResult | null): Promise<{ attempt: attempts.PaymentAttempt; outcome: AttemptOutcome }> {
  const now = tx.clock.now();
  if (result === null) {
    return { attempt: await attempts.finishAttempt(tx.db, attempt.id, { status: 'failed', failureCode: 'not_charged', settledAt: now }), outcome: 'not_charged' };
  }
  if (result.status === 'failed') {
    const failure = { status: 'failed' as const, processorReference: result.reference ?? null, failureCode: result.code, declineCode: result.declineCode ?? null, settledAt: now };
    if (attempt.kind !== 'renewal') return { attempt: await attempts.finishAttempt(tx.db, attempt.id, failure), outcome: 'refused' };
    const { paymentId, ended } = await writeRefusedRenewal(tx, attempt, result, now);
    return { attempt: await attempts.finishAttempt(tx.db, attempt.id, { ...failure, paymentId }), outcome: ended ? 'ended' : 'refused' };
  }
  const paymentId = await writePaid(tx, attempt, result.reference || null, now);
  const settled = await attempts.finishAttempt(tx.db, attempt.id, { status: 'settled', paymentId, processorReference: result.reference || null, settledAt: now });
  return { attempt: settled, outcome: 'paid' };
}

/** The live subscription the attempt pays for, if it still is. */
async function subscriptionPaidFor(tx: ServiceContext, attempt: attempts.PaymentAttempt) {
  const live = await repository.findLiveSubscription(tx.db, attempt.enterpriseId);
  return { live, ours: live?.id === attempt.subscriptionId ? live : undefined };
}

async function writePaid(tx: ServiceContext, attempt: attempts.PaymentAttempt, reference: string | null, now: Date): Promise<string> {
  const { enterpriseId, planId, unitAmount } = attempt;
  const { live, ours } = await subscriptionPaidFor(tx, attempt);
  if (attempt.kind === 'subscription' && !live) {
    // A company that closed while its checkout was charged keeps the payment's record, not a subscription to renew.
    const closed = await repository.isEnterpriseClosed(tx.db, enterpriseId);
    await repository.insertSubscription(tx.db, {
      id: attempt.subscriptionId,
      enterpriseId,
      planId,
      unitAmount,
      status: closed ? 'canceled' : 'active',
      currentPeriodStart: attempt.periodStart,
      currentPeriodEnd: attempt.periodEnd,
      renewsAt: closed ? null : attempt.periodEnd,
      endedAt: closed ? now : null,
      createdAt: attempt.createdAt,
      updatedAt: now,
    });
    if (!closed) await setEnterprisePlan(tx, enterpriseId, planId);
  } else if (attempt.kind === 'plan_change' && ours) {
    // A subscription cancelled at the period's end is resumed by the change.
    const renewsAt = ours.cancelAtPeriodEnd ? ours.currentPeriodEnd : ours.renewsAt;
    await repository.updateSubscription(tx.db, ours.id, { planId, unitAmount, cancelAtPeriodEnd: false, renewsAt }, now);
    await setEnterprisePlan(tx, enterpriseId, planId);
  } else if (attempt.kind === 'renewal' && ours) {
    await repository.updateSubscription(
      tx.db,
      ours.id,
      { status: 'active', unitAmount, currentPeriodStart: attempt.periodStart, currentPeriodEnd: attempt.periodEnd, renewsAt: attempt.periodEnd, failedRenewals: 0 },
      now,
    );
  }
  // The card chosen at checkout or for a change is the one the next renewals charge.
  if (attempt.kind !== 'renewal' && attempt.paymentMethodId) await repository.setDefaultCard(tx.db, enterpriseId, attempt.paymentMethodId);
  await repository.lockCustomer(tx.db, enterpriseId, now);
  await repository.updateCustomer(tx.db, enterpriseId, { creditBalance: attempt.creditBalanceAfter }, now);
  // The receipt is issued now: what it prints besides the attempt's billing data is kept with it.
  const party = await repository.findBillingParty(tx.db, enterpriseId);
  const payment = await repository.insertPayment(tx.db, {
    enterpriseId,
    subscriptionId: attempt.subscriptionId,
    receiptNumber: await repository.nextReceiptNumber(tx.db),
    kind: attempt.kind,
    status: 'paid',
    planId,
    amount: attempt.amount,
    lines: attempt.lines,
    creditApplied: attempt.creditApplied,
    creditBalanceAfter: attempt.creditBalanceAfter,
    periodStart: attempt.periodStart,
    periodEnd: attempt.periodEnd,
    cardBrand: attempt.cardBrand,
    cardLast4: attempt.cardLast4,
    billing: attempt.billing,
    processorReference: reference,
    receiptTimeZone: party?.timeZone ?? null,
    receiptLanguage: party ? languageOfCompany[party.language] : null,
    issuer: { ...tx.config.issuer },
    createdAt: now,
  });
  // A payment covered by credit is on the receipt, not news for the inbox.
  if (attempt.amount > 0) {
    await notifyAdministrators(tx, enterpriseId, { kind: 'payment_succeeded', plan: planId, amount: attempt.amount, paymentId: payment.id, until: null }, [
      { source: receiptAttachmentSource, reference: `${enterpriseId}/${payment.id}` },
    ]);
  }
  return payment.id;
}

/**
 * A refused renewal: its failed payment (no receipt, no credit taken), and the subscription past due
 * with its next try 1, 3 and 5 days later, or ended after the last one.
 */
async function writeRefusedRenewal(
  tx: ServiceContext,
  attempt: attempts.PaymentAttempt,
  result: Extract<ChargeResult, { status: 'failed' }>,
  now: Date,
): Promise<{ paymentId: string; ended: boolean }> {
  const { enterpriseId, planId, amount } = attempt;
  const payment = await repository.insertPayment(tx.db, {
    enterpriseId,
    subscriptionId: attempt.subscriptionId,
    receiptNumber: null,
    kind: 'renewal',
    status: 'failed',
    planId,
    amount,
    lines: attempt.lines.filter((line) => line.kind !== 'credit_applied'),
    creditApplied: 0,
    creditBalanceAfter: attempt.creditBalanceAfter + attempt.creditApplied,
    periodStart: attempt.periodStart,
    periodEnd: attempt.periodEnd,
    cardBrand: attempt.cardBrand,
    cardLast4: attempt.cardLast4,
    billing: attempt.billing,
    processorReference: result.reference ?? null,
    failureCode: result.declineCode ?? result.code,
    createdAt: now,
  });
  const { ours } = await subscriptionPaidFor(tx, attempt);
  if (!ours) return { paymentId: payment.id, ended: false };
  const failures = ours.failedRenewals + 1;
  const retryInDays = renewalRetryDays[failures - 1];
  if (retryInDays === undefined) {
    await notifyAdministrators(tx, enterpriseId, { kind: 'payment_failed', plan: planId, amount, paymentId: payment.id, until: null });
    await endSubscription(tx, ours, now);
    return { paymentId: payment.id, ended: true };
  }
  const retryAt = new Date(now.getTime() + retryInDays * dayMs);
  await repository.updateSubscription(tx.db, ours.id, { status: 'past_due', failedRenewals: failures, renewsAt: retryAt }, now);
  await notifyAdministrators(tx, enterpriseId, { kind: 'payment_failed', plan: planId, amount, paymentId: payment.id, until: retryAt });
  return { paymentId: payment.id, ended: false };
}
