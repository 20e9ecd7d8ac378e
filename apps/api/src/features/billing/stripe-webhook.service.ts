import type Stripe from 'stripe';
import { AppError } from '../../errors.js';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import type { ProcessorPaymentMethod } from './payment-processor.js';
import { paymentMethodOf, verifyStripeEvent } from './stripe-processor.js';
import * as repository from './stripe-webhook.repository.js';

/**
 * Receives one Stripe webhook delivery: its signature checked over the exact bytes received, then the
 * event applied once. Stripe mode only; in sandbox mode there is no such endpoint (404).
 */
export async function receiveStripeWebhook(ctx: ServiceContext, rawBody: Buffer | undefined, signature: string | undefined): Promise<void> {
  const settings = ctx.config.stripe;
  if (!settings) throw new AppError(404, 'notFound');
  let event: Stripe.Event;
  try {
    if (!rawBody || !signature) throw new Error('no body or no signature');
    event = verifyStripeEvent(rawBody, signature, settings.webhookSecret, ctx.clock.now().getTime());
  } catch {
    throw new AppError(400, 'webhookSignatureInvalid');
  }
  await applyStripeEvent(ctx, event);
}

/** The events Rumbo acts on; its Stripe webhook endpoint needs to send only these. */
export const appliedEventTypes = [
  'setup_intent.succeeded',
  'payment_method.attached',
  'payment_method.detached',
  'payment_method.updated',
  'payment_method.automatically_updated',
  'customer.deleted',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
] as const satisfies readonly Stripe.Event['type'][];

const appliedTypes = new Set<string>(appliedEventTypes);

/**
 * Applies a verified event once: its id is recorded in the same transaction as its effect, so a
 * repeated delivery changes nothing. Events about a card or a payment intent older than one already
 * applied to it are skipped (Stripe does not deliver in order). Events for customers Rumbo does not
 * know, and types it does not use, are acknowledged and ignored.
 */
export async function applyStripeEvent(ctx: ServiceContext, event: Stripe.Event): Promise<void> {
  if (!appliedTypes.has(event.type)) return;
  const at = new Date(event.created * 1000);
  // A setup intent names its card without its details: they are asked for before the transaction, so
  // no database transaction waits on Stripe.
  const confirmedCard = event.type === 'setup_intent.succeeded' ? await cardOfSetupIntent(ctx, event.data.object) : undefined;

  await withTransaction(ctx, async (tx) => {
    if (!(await repository.recordWebhookEvent(tx.db, event.id, event.type))) return;
    switch (event.type) {
      case 'payment_method.attached': {
        const method = paymentMethodOf(event.data.object);
        if (method) await saveAttachedCard(tx, method, at);
        return;
      }
      case 'setup_intent.succeeded': {
        if (confirmedCard) await saveAttachedCard(tx, confirmedCard, at);
        return;
      }
      case 'payment_method.detached': {
        const id = event.data.object.id;
        if (await repository.advanceObjectVersion(tx.db, id, at, true)) await repository.removeCard(tx.db, id);
        return;
      }
      case 'payment_method.updated':
      case 'payment_method.automatically_updated': {
        const method = paymentMethodOf(event.data.object);
        if (method) await updateSavedCard(tx, method, at);
        return;
      }
      case 'customer.deleted': {
        await repository.forgetProcessorCustomer(tx.db, event.data.object.id);
        return;
      }
      case 'payment_intent.succeeded':
      case 'payment_intent.payment_failed': {
        const intent = event.data.object;
        if (!(await repository.advanceObjectVersion(tx.db, intent.id, at, false))) return;
        const error = intent.last_payment_error;
        await repository.settlePayment(
          tx.db,
          intent.id,
          event.type === 'payment_intent.succeeded' ? { status: 'paid' } : { status: 'failed', failureCode: error?.decline_code ?? error?.code ?? 'payment_failed' },
        );
        return;
      }
      default:
        return;
    }
  });
}

/** A card attached to a customer of ours joins that company's saved cards (or, saved already, takes these details). */
async function saveAttachedCard(ctx: ServiceContext, method: ProcessorPaymentMethod, at: Date): Promise<void> {
  if (!method.customerId) return;
  const enterpriseId = await repository.findEnterpriseByProcessorCustomer(ctx.db, method.customerId);
  if (!enterpriseId) return;
  if (await repository.advanceObjectVersion(ctx.db, method.id, at, false)) await repository.saveCard(ctx.db, enterpriseId, method.id, method.card);
}

/**
 * A saved card takes Stripe's newer details. An update never saves a card: one the company removed
 * (its detach still on the way) must not come back; its attach, if it comes, saves it.
 */
async function updateSavedCard(ctx: ServiceContext, method: ProcessorPaymentMethod, at: Date): Promise<void> {
  const enterpriseId = await repository.findEnterpriseOfSavedCard(ctx.db, method.id);
  if (!enterpriseId) return;
  if (await repository.advanceObjectVersion(ctx.db, method.id, at, false)) await repository.saveCard(ctx.db, enterpriseId, method.id, method.card);
}

/** The card a succeeded setup intent saved, when it belongs to a customer of ours and is not among its cards yet. */
async function cardOfSetupIntent(ctx: ServiceContext, intent: Stripe.SetupIntent): Promise<ProcessorPaymentMethod | undefined> {
  const customerId = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  const paymentMethodId = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  if (!customerId || !paymentMethodId) return undefined;
  if (!(await repository.findEnterpriseByProcessorCustomer(ctx.db, customerId))) return undefined;
  if (await repository.findEnterpriseOfSavedCard(ctx.db, paymentMethodId)) return undefined;
  const method = await ctx.payments.retrievePaymentMethod(paymentMethodId);
  // Detached since, or moved to another customer: the card's own events say what became of it.
  return method && method.customerId === customerId ? method : undefined;
}
