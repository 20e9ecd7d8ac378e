import { planNameKeys, translateMessage, type Language, type MessageKey, type PaymentHistoryItem } from '@rumbo/contract';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import { keptLogoImage, logoImageOf } from '../documents/index.js';
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

/** Where the payment mail's receipt comes from: the mail names it by `<company id>/<payment id>` and it is drawn when sent. */
export const receiptAttachmentSource = 'receipt';

/**
 * A paid payment's receipt, drawn from its row only: its billing data, logo, time zone, language and
 * issuer were kept when it was issued, so it reads the same whenever and by whomever it is opened. Receipts
 * issued before those were kept have none: they fall back to what they printed then, the company's
 * time zone now, the reader's language (`fallbackLanguage`) and the configured issuer.
 */
async function drawPaymentReceipt(ctx: ServiceContext, payment: repository.PaymentRow, fallbackLanguage: Language): Promise<{ filename: string; pdf: Buffer }> {
  const number = receiptNumberText(payment.receiptNumber!);
  const party = payment.receiptTimeZone ? undefined : await repository.findBillingParty(ctx.db, payment.enterpriseId);
  const language = payment.receiptLanguage ?? fallbackLanguage;
  const issuer = payment.issuer ?? ctx.config.issuer;
  const pdf = await renderReceiptPdf({
    number,
    issuedAt: payment.createdAt,
    timeZone: payment.receiptTimeZone ?? party?.timeZone ?? 'America/Mexico_City',
    language,
    issuer: { name: issuer.legalName, rfc: issuer.rfc, address: issuer.address },
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
    // Kept once per logo, not per receipt (documents' keepLogo); receipts issued before that print today's.
    logo: payment.billing.logoKey === undefined ? await logoImageOf(ctx, payment.enterpriseId) : payment.billing.logoKey ? await keptLogoImage(ctx, payment.billing.logoKey) : null,
  });
  return { filename: `recibo-${number}.pdf`, pdf };
}

async function findReceiptPayment(ctx: ServiceContext, enterpriseId: string, paymentId: string): Promise<repository.PaymentRow> {
  const payment = await repository.findPayment(ctx.db, enterpriseId, paymentId);
  if (!payment || payment.status !== 'paid' || payment.receiptNumber === null) throw new AppError(404, 'notFound');
  return payment;
}

/** A paid payment's receipt as a PDF, only to its own company (another's is not found). */
export async function receiptPdf(ctx: ServiceContext, auth: AuthContext, paymentId: string, language: Language): Promise<{ filename: string; pdf: Buffer }> {
  assertBillingAdmin(auth);
  return drawPaymentReceipt(ctx, await findReceiptPayment(ctx, auth.enterpriseId, paymentId), language);
}

/** Lets mails carry a payment's receipt: registered before any worker runs, so no mail meets a source it cannot make. */
export function addReceiptAttachments(ctx: ServiceContext): void {
  ctx.mail.addAttachmentSource(receiptAttachmentSource, async (reference) => {
    const [enterpriseId = '', paymentId = ''] = reference.split('/');
    const { filename, pdf } = await drawPaymentReceipt(ctx, await findReceiptPayment(ctx, enterpriseId, paymentId), 'es');
    return { filename, contentType: 'application/pdf', content: pdf };
  });
}
