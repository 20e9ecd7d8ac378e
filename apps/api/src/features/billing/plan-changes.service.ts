import type { Language, PlanChangePreview, Subscription } from '@rumbo/contract';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import * as repository from './billing.repository.js';
import type { ReceiptLineRecord } from './billing.table.js';
import { assertBillingAdmin, ensureProcessorCustomer } from './cards.service.js';
import { hasAttemptInFlight, payAttempt } from './payment-attempts.service.js';
import {
  assertPlanFits,
  billingSnapshot,
  findPlanByProductOrPrice,
  keepReceiptLogo,
  liveSubscriptionOr404,
  savedCardOr404,
  subscriptionPaidFor,
  unixSeconds,
} from './subscriptions.service.js';

// Changing plan mid-period: what it would cost (the preview) and the change itself, both from one
// quote, so the amount an administrator reads before the click is the amount charged.

/**
 * How old a preview's proration date may be when the change is sent: long enough to read and click,
 * short enough that the period's figures it was computed from still hold.
 */
export const prorationDateMaxAgeSeconds = 15 * 60;

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

/**
 * The change's checks and figures, for the preview and the change alike: the live subscription of the
 * company, a plan on sale other than the current one that fits the head count, prorated at
 * `prorationDate` (a preview's, taken back when at most 15 minutes old, inside the period and with no
 * payment since) or now.
 */
async function quotePlanChange(ctx: ServiceContext, enterpriseId: string, input: { subscriptionId: string; newProductId: string; prorationDate?: number | undefined }) {
  const current = await liveSubscriptionOr404(ctx, enterpriseId, input.subscriptionId, 'subscriptionNotFound');
  const plan = await findPlanByProductOrPrice(ctx, input.newProductId);
  if (!plan) throw new AppError(404, 'priceNotFound');
  if (plan.id === current.planId) throw new AppError(409, 'samePlan');
  await assertPlanFits(ctx, enterpriseId, plan.id);
  const now = ctx.clock.now();
  // At a whole second, as the proration date that names it: a preview and its change compute alike.
  let at = new Date(Math.floor(now.getTime() / 1000) * 1000);
  if (input.prorationDate !== undefined) {
    at = new Date(input.prorationDate * 1000);
    const age = now.getTime() - at.getTime();
    // Not `age > max`: a date past what Date holds is NaN, which compares false to everything.
    if (!(age >= 0 && age <= prorationDateMaxAgeSeconds * 1000) || at < current.currentPeriodStart) throw new AppError(409, 'planChangePreviewExpired');
    // A payment since (another change, a renewal) may have moved the plan or the credit the preview
    // was computed from: its figures are no longer the ones charged. One in the preview's own second
    // counts as after it, as the date names no finer instant.
    if (await repository.hasPaymentSince(ctx.db, enterpriseId, at)) throw new AppError(409, 'planChangePreviewExpired');
  }
  const proration = prorate({
    oldAmount: current.unitAmount,
    newAmount: plan.unitAmount,
    periodStart: current.currentPeriodStart,
    periodEnd: current.currentPeriodEnd,
    now: at,
    creditBalance: (await repository.findCustomer(ctx.db, enterpriseId))?.creditBalance ?? 0,
  });
  return { current, plan, at, proration };
}

/** What changing plan now would charge and credit, with the same checks as the change; nothing is changed. */
export async function previewPlanChange(ctx: ServiceContext, auth: AuthContext, input: { subscriptionId: string; newProductId: string }): Promise<PlanChangePreview> {
  assertBillingAdmin(auth);
  const { current, at, proration } = await quotePlanChange(ctx, auth.enterpriseId, input);
  // The change would meet the charge in flight and answer 409: so does its preview.
  if (await hasAttemptInFlight(ctx, auth.enterpriseId)) throw new AppError(409, 'paymentInProgress');
  return {
    chargeToday: proration.amount,
    creditToday: Math.max(proration.credit - proration.charge, 0),
    creditApplied: proration.applied,
    creditBalanceAfter: proration.creditBalanceAfter,
    currency: 'mxn',
    periodEnd: unixSeconds(current.currentPeriodEnd),
    prorationDate: unixSeconds(at),
  };
}

/**
 * Changes plan now, for the rest of the period, prorated (see `prorate`): the difference is charged
 * to the chosen card through a payment attempt, or credited to the next charges; the receipt shows
 * both parts. A subscription cancelled at the period's end is resumed. Answers the subscription and
 * what the card was charged.
 */
export async function changePlan(
  ctx: ServiceContext,
  auth: AuthContext,
  input: { subscriptionId: string; newProductId: string; paymentMethodId: string; prorationDate?: number | undefined },
  language: Language,
): Promise<{ subscription: Subscription; amountCharged: number }> {
  assertBillingAdmin(auth);
  await liveSubscriptionOr404(ctx, auth.enterpriseId, input.subscriptionId, 'subscriptionNotFound');
  const customerId = await ensureProcessorCustomer(ctx, auth.enterpriseId);
  const logoKey = await keepReceiptLogo(ctx, auth.enterpriseId);
  const settled = await payAttempt(ctx, auth.enterpriseId, async (tx) => {
    // Quoted under the lock: what the proration is computed from holds until the attempt is settled.
    const { current, plan, at, proration } = await quotePlanChange(tx, auth.enterpriseId, input);
    const card = await savedCardOr404(tx, auth.enterpriseId, input.paymentMethodId);
    const now = tx.clock.now();
    const rest = { periodStart: at.toISOString(), periodEnd: current.currentPeriodEnd.toISOString() };
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
      periodStart: at,
      periodEnd: current.currentPeriodEnd,
      processorCustomerId: customerId,
      paymentMethodId: card.id,
      cardBrand: card.brand,
      cardLast4: card.last4,
      billing: await billingSnapshot(tx, auth.enterpriseId, logoKey),
      createdAt: now,
    };
  });
  return { subscription: await subscriptionPaidFor(ctx, settled, language), amountCharged: settled.attempt.amount };
}
