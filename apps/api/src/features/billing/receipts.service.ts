import { planNameKeys, translateMessage, type Language, type MessageKey, type PaymentHistoryItem } from '@rumbo/contract';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import * as repository from './billing.repository.js';
import { assertBillingAdmin } from './cards.service.js';
import { renderReceiptPdf } from './receipt-pdf.js';

// The company's payments: their history, and each paid one's receipt as a PDF.

/** What a payment is for, as its receipt, the history and the processor's charge name it. */
export function paymentConceptOf(kind: repository.PaymentRow['kind']): MessageKey {
  return kind === 'subscription' ? 'paymentConceptSubscription' : kind === 'plan_change' ? 'paymentConceptPlanChange' : 'paymentConceptRenewal';
}

function receiptNumberText(number: number): string {
  return `R-${String(number).padStart(6, '0')}`;
}

/** The company's payments, newest first: paid ones with their receipt's URL, refused ones without. */
export async function listPaymentHistory(ctx: ServiceContext, auth: AuthContext, language: Language): Promise<PaymentHistoryItem[]> {
  assertBillingAdmin(auth);
  return (await repository.listPayments(ctx.db, auth.enterpriseId, 200)).map((row) => ({
    id: row.id,
    number: row.receiptNumber === null ? null : receiptNumberText(row.receiptNumber),
    date: row.createdAt.toISOString(),
    name: translateMessage(paymentConceptOf(row.kind), language, { plan: { key: planNameKeys[row.planId] } }),
    kind: row.kind,
    status: row.status,
    amount: row.amount,
    currency: 'mxn',
    pdfUrl: row.receiptNumber === null ? null : `/api/stripe/receipts/${row.id}`,
  }));
}

/**
 * A paid payment's receipt as a PDF, only to its own company (another's is not found). Its figures
 * and billing details are those kept when it was paid; only the labels follow the reader's language.
 */
export async function receiptPdf(ctx: ServiceContext, auth: AuthContext, paymentId: string, language: Language): Promise<{ filename: string; pdf: Buffer }> {
  assertBillingAdmin(auth);
  const payment = await repository.findPayment(ctx.db, auth.enterpriseId, paymentId);
  if (!payment || payment.status !== 'paid' || payment.receiptNumber === null) throw new AppError(404, 'notFound');
  const party = await repository.findBillingParty(ctx.db, auth.enterpriseId);
  const number = receiptNumberText(payment.receiptNumber);
  const pdf = await renderReceiptPdf({
    number,
    issuedAt: payment.createdAt,
    timeZone: party?.timeZone ?? 'America/Mexico_City',
    language,
    issuer: { name: 'Rumbo', email: null },
    customer: payment.billing,
    lines: payment.lines.map((line) => ({
      kind: line.kind,
      planName: translateMessage(planNameKeys[line.planId], language),
      periodStart: new Date(line.periodStart),
      periodEnd: new Date(line.periodEnd),
      amountCents: line.amount,
    })),
    totalCents: payment.amount,
    creditBalanceCents: payment.creditBalanceAfter,
    payment: payment.cardBrand && payment.cardLast4 && payment.amount > 0 ? { brand: payment.cardBrand, last4: payment.cardLast4, status: 'paid' } : null,
    mode: ctx.payments.mode,
  });
  return { filename: `recibo-${number}.pdf`, pdf };
}
