import { planNameKeys, translateMessage } from '@rumbo/contract';
import { AppError } from '../../errors.js';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import { lockEnterprise } from '../enterprises/index.js';
import { writeAttemptOutcome, type AttemptOutcome } from './payment-effects.service.js';
import type { ChargeResult } from './payment-processor.js';
import * as repository from './payment-attempts.repository.js';
import { paymentConceptOf } from './receipts.service.js';

// A charge never outruns its record. Every charge (a checkout, a plan change, a renewal) is first
// recorded as an attempt under the company's lock, then made under the attempt's idempotency key,
// then its effect is written from the attempt in a second transaction. An attempt whose answer was
// lost (a crash, a processor error) is settled later by asking the processor about its key.

export type SettledAttempt = { attempt: repository.PaymentAttempt; outcome: AttemptOutcome | null };

/** The processor's idempotency key of an attempt's charge: a charge asked again is made once. */
export function attemptKey(attemptId: string): string {
  return `attempt:${attemptId}`;
}

/** Whether a charge of the company is in flight: what would change its subscription waits for it. */
export async function hasAttemptInFlight(ctx: ServiceContext, enterpriseId: string): Promise<boolean> {
  return (await repository.findInFlightAttempt(ctx.db, enterpriseId)) !== undefined;
}

/**
 * Pays for something: `prepare` runs under the company's lock and, once its checks hold, answers the
 * attempt to record (with its amount and all its effect needs). Another attempt of the company in
 * flight answers 409 and charges nothing. The attempt is then charged and its outcome written. With
 * nothing to charge (a credit pays it all, no card to charge) it is settled in the same transaction.
 * A processor error leaves it in flight for the settlement and answers 409.
 */
export async function payAttempt(
  ctx: ServiceContext,
  enterpriseId: string,
  prepare: (tx: ServiceContext) => Promise<repository.NewPaymentAttempt>,
): Promise<SettledAttempt> {
  type Recorded = { settled: SettledAttempt } | { attempt: repository.PaymentAttempt; card: { customerId: string; paymentMethodId: string } };
  const recorded = await withTransaction(ctx, async (tx): Promise<Recorded> => {
    await lockEnterprise(tx, enterpriseId);
    if (await repository.findInFlightAttempt(tx.db, enterpriseId)) throw new AppError(409, 'paymentInProgress');
    const attempt = await repository.insertAttempt(tx.db, await prepare(tx));
    // The one-in-flight index: the database holds the rule too.
    if (!attempt) throw new AppError(409, 'paymentInProgress');
    if (attempt.amount <= 0) return { settled: await writeAttemptOutcome(tx, attempt, { status: 'succeeded', reference: '' }) };
    const { processorCustomerId: customerId, paymentMethodId } = attempt;
    if (!customerId || !paymentMethodId) return { settled: await writeAttemptOutcome(tx, attempt, { status: 'failed', code: 'no_payment_method' }) };
    return { attempt, card: { customerId, paymentMethodId } };
  });
  if ('settled' in recorded) return recorded.settled;
  return chargeAttempt(ctx, recorded.attempt, recorded.card);
}

async function chargeAttempt(ctx: ServiceContext, attempt: repository.PaymentAttempt, card: { customerId: string; paymentMethodId: string }): Promise<SettledAttempt> {
  let result: ChargeResult;
  try {
    result = await ctx.payments.charge(
      {
        ...card,
        amount: attempt.amount,
        description: translateMessage(paymentConceptOf(attempt.kind), 'es', { plan: { key: planNameKeys[attempt.planId] } }),
        metadata: { enterpriseId: attempt.enterpriseId, subscriptionId: attempt.subscriptionId, attemptId: attempt.id },
      },
      attemptKey(attempt.id),
    );
  } catch (error) {
    // Charged or not, nobody knows yet: the attempt stays in flight, and the company's other charges wait for its settlement.
    ctx.log.error({ err: error, attemptId: attempt.id }, 'charge unanswered: the payment attempt stays in flight until settled');
    throw new AppError(409, 'paymentInProgress');
  }
  return settleAttempt(ctx, attempt, result);
}

/** Writes an attempt's outcome once: whoever locks it second finds it settled and writes nothing. */
async function settleAttempt(ctx: ServiceContext, attempt: repository.PaymentAttempt, result: ChargeResult | null): Promise<SettledAttempt> {
  return withTransaction(ctx, async (tx) => {
    // The company first, as every billing and head-count change locks it: a plan written here waits for a sign-up counting seats.
    await lockEnterprise(tx, attempt.enterpriseId);
    const locked = await repository.lockAttempt(tx.db, attempt.id);
    if (!locked || locked.status !== 'in_flight') return { attempt: locked ?? attempt, outcome: null };
    return writeAttemptOutcome(tx, locked, result);
  });
}

/**
 * Settles the attempts in flight for longer than the configured settlement age: the processor is asked about
 * each one's key; a paid charge gets its effect written, a refused one is recorded as such, and one
 * never made fails the attempt (the company may try again). One the processor cannot answer now stays
 * for the next run. Answers how many were settled.
 */
export async function settleAttemptsInFlight(ctx: ServiceContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - ctx.config.paymentSettlementAgeSeconds * 1000);
  let settled = 0;
  const seen = new Set<string>();
  for (;;) {
    const batch = (await repository.listAttemptsInFlightBefore(ctx.db, before, 50)).filter((attempt) => !seen.has(attempt.id));
    if (batch.length === 0) return settled;
    for (const attempt of batch) {
      seen.add(attempt.id);
      try {
        const result = attempt.processorCustomerId
          ? await ctx.payments.findCharge({ idempotencyKey: attemptKey(attempt.id), customerId: attempt.processorCustomerId, attemptId: attempt.id, notBefore: attempt.createdAt })
          : null;
        if ((await settleAttempt(ctx, attempt, result)).outcome) settled++;
      } catch (error) {
        ctx.log.error({ err: error, attemptId: attempt.id }, 'payment attempt not settled');
      }
    }
  }
}

const settlementQueue = 'billing.settle-payment-attempts';

/** Settles what a stop left in flight, once at start-up, then every minute on the job queue. */
export async function startPaymentSettlement(ctx: ServiceContext): Promise<void> {
  const settle = async () => {
    const settled = await settleAttemptsInFlight(ctx);
    if (settled > 0) ctx.log.info({ settled }, 'payment attempts settled');
  };
  await settle();
  await ctx.jobs.define(settlementQueue);
  await ctx.jobs.work(settlementQueue, settle);
  await ctx.jobs.schedule(settlementQueue, '* * * * *');
}
