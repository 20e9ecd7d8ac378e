import { cardBrandName, formatDate, formatMoney, localDateTimeOf } from '@rumbo/contract';
import {
  drawAccentBar,
  drawArtifact,
  drawImage,
  drawRule,
  inStructure,
  pdfColors,
  pdfFonts,
  pdfLanguageTags,
  pdfPage,
  renderPdf,
  writeText,
  type PdfLanguage,
  type PdfTextStyle,
} from '../../pdf.js';
import { receiptLabels as labels, type ReceiptLabels } from './receipt-labels.js';

// A payment's receipt ("recibo") as a PDF: a pure function of its input, no database, no clock. It is not a
// CFDI (a Mexican e-invoice needs a certified provider), and says so in its small print.

export type ReceiptLanguage = PdfLanguage;

export type ReceiptLine = {
  kind: 'subscription' | 'proration_charge' | 'proration_credit' | 'renewal' | 'credit_applied';
  /** plan name as the reader reads it, e.g. 'Plan Pro' */
  planName: string;
  periodStart: Date;
  periodEnd: Date;
  /** MXN cents, IVA included; negative for a credit */
  amountCents: number;
};

export type ReceiptInput = {
  number: string;
  issuedAt: Date;
  /** IANA, e.g. 'America/Mexico_City'; all dates printed in it */
  timeZone: string;
  language: ReceiptLanguage;
  /** Who issues the receipt: its legal name, RFC and address. */
  issuer: { name: string; rfc?: string | null; address?: string | null; email?: string | null };
  customer: {
    companyName: string;
    invoiceName?: string | null;
    rfc?: string | null;
    fiscalAddress?: string | null;
    postalCode?: string | null;
    email?: string | null;
  };
  lines: ReceiptLine[];
  /** total charged, cents, IVA included (sum of lines, never below 0; a credit beyond the charge is carried as balance) */
  totalCents: number;
  /** credit left in the customer's favour after this receipt, cents (0 if none) */
  creditBalanceCents?: number;
  payment: { brand: string; last4: string; status: 'paid' } | null;
  /** 'sandbox' prints a visible "MODO DE PRUEBA / TEST MODE / TESTMODUS" mark */
  mode: 'sandbox' | 'stripe';
  /** The customer company's logo (PNG or JPEG), printed beside whom the receipt is for. */
  logo?: Buffer | null;
};

/** IVA is 16 % and included in Rumbo's prices: the subtotal is the total without it, rounded to the cent. */
export function splitIva(totalCents: number): { subtotalCents: number; ivaCents: number } {
  if (!Number.isSafeInteger(totalCents)) throw new RangeError(`totalCents must be a whole number of cents, got ${totalCents}`);
  // total * 100 / 116 in integers: one rounding, no binary fraction of 1.16.
  const subtotalCents = Math.round((totalCents * 100) / 116);
  return { subtotalCents, ivaCents: totalCents - subtotalCents };
}

/** Money the same way in every language of the receipt: $1,234.56 MXN (Mexican grouping). */
function formatReceiptMoney(cents: number): string {
  return `${formatMoney(cents, 'es')} MXN`;
}

/** dd/mm/yyyy in the receipt's zone, in every language (one numeric form on a Mexican document). */
function formatReceiptDate(date: Date, timeZone: string): string {
  return formatDate(date, 'es', timeZone);
}

function formatReceiptDateTime(date: Date, timeZone: string): string {
  return `${formatReceiptDate(date, timeZone)} ${localDateTimeOf(date, timeZone).time.slice(0, 5)}`;
}

function checkReceipt(input: ReceiptInput): void {
  const sum = input.lines.reduce((total, line) => total + line.amountCents, 0);
  for (const cents of [input.totalCents, input.creditBalanceCents ?? 0, ...input.lines.map((line) => line.amountCents)]) {
    if (!Number.isSafeInteger(cents)) throw new RangeError(`Receipt ${input.number}: amounts are whole cents, got ${cents}`);
  }
  // A receipt that does not add up must not reach a customer: the caller computed something else.
  if (input.totalCents !== Math.max(0, sum)) {
    throw new RangeError(`Receipt ${input.number}: total ${input.totalCents} is not the sum of its lines (${sum}, never below 0)`);
  }
  try {
    new Intl.DateTimeFormat('en', { timeZone: input.timeZone });
  } catch {
    throw new RangeError(`Receipt ${input.number}: unknown time zone ${input.timeZone}`);
  }
}

const colors = { ...pdfColors, testMark: '#B45309', testMarkBorder: '#F59E0B' };
const fonts = pdfFonts;
const { left, right, contentWidth } = pdfPage;
const footerHeight = 40;
const footerTop = pdfPage.height - pdfPage.margin - footerHeight;
// The footer's second line (test-mode note, page number) ends above the bottom margin, or pdfkit would start a page.
const footerSecondLine = footerTop + 20;

const table = {
  concept: { x: left, width: 250 },
  period: { x: left + 262, width: 130 },
  amount: { x: right - 100, width: 100 },
};
const totalsLabel = { x: right - 270, width: 160 };

/** Draws the receipt on A4 pages, tagged so a screen reader reads it in order (see pdf.ts). */
export async function renderReceiptPdf(input: ReceiptInput): Promise<Buffer> {
  checkReceipt(input);
  const text = labels[input.language];
  return renderPdf(
    {
      lang: pdfLanguageTags[input.language],
      info: {
        Title: `${text.title} ${input.number}`,
        Author: input.issuer.name,
        Creator: 'Rumbo',
        Subject: `${text.title} ${input.number} — ${input.customer.invoiceName || input.customer.companyName}`,
        CreationDate: input.issuedAt,
        ModDate: input.issuedAt,
      },
    },
    (doc) => drawReceipt(doc, input, text),
  );
}

function drawReceipt(doc: PDFKit.PDFDocument, input: ReceiptInput, text: ReceiptLabels): void {
  const write = (value: string, x: number, y: number, width: number, style: PdfTextStyle) => writeText(doc, value, x, y, width, style);
  const rule = (y: number, color = colors.rule, width = 0.5, from = left) => drawRule(doc, y, color, width, from);
  const newPage = () => {
    doc.addPage();
    return pdfPage.margin;
  };

  // Header, read in this order: the receipt's name, number and date (right), then its issuer (left).
  drawAccentBar(doc);
  const headerRight = { x: right - 260, width: 260 };
  let titleY = pdfPage.margin;
  titleY += write(text.title, headerRight.x, titleY, headerRight.width, { size: 18, bold: true, align: 'right', role: 'H1' }) + 4;
  titleY += write(`${text.number}: ${input.number}`, headerRight.x, titleY, headerRight.width, { size: 10, bold: true, align: 'right' }) + 2;
  titleY +=
    write(`${text.issuedAt}: ${formatReceiptDateTime(input.issuedAt, input.timeZone)}`, headerRight.x, titleY, headerRight.width, {
      size: 9,
      color: colors.muted,
      align: 'right',
    }) + 1;
  titleY += write(`${text.timeZone}: ${input.timeZone}`, headerRight.x, titleY, headerRight.width, { size: 8, color: colors.faint, align: 'right' });
  if (input.mode === 'sandbox') {
    doc.font(fonts.bold).fontSize(10);
    const markWidth = doc.widthOfString(text.testMode) + 16;
    const markY = titleY + 8;
    drawArtifact(doc, 'Layout', () => doc.roundedRect(right - markWidth, markY, markWidth, 20, 4).lineWidth(1.2).strokeColor(colors.testMarkBorder).stroke());
    write(text.testMode, right - markWidth, markY + 5.5, markWidth, { size: 10, bold: true, color: colors.testMark, align: 'center' });
    titleY = markY + 20;
  }

  let issuerY = pdfPage.margin;
  issuerY += write(input.issuer.name, left, issuerY, 220, { size: 12, bold: true, color: colors.accent }) + 4;
  const issuerRfc = input.issuer.rfc ? `${text.rfc}: ${input.issuer.rfc}` : null;
  for (const detail of [issuerRfc, input.issuer.address, input.issuer.email]) {
    if (detail) issuerY += write(detail, left, issuerY, 220, { size: 9, color: colors.muted }) + 1;
  }

  let y = Math.max(issuerY, titleY) + 18;
  rule(y);
  y += 14;

  // Who pays (left, after their logo if they have one) and how they paid (right).
  const { customer } = input;
  const customerName = customer.invoiceName || customer.companyName;
  const logoSize = 44;
  const billX = input.logo ? left + logoSize + 12 : left;
  const billWidth = 280 - (billX - left);
  let billY = y;
  billY += write(text.billTo.toUpperCase(), left, billY, 280, { size: 8, bold: true, color: colors.faint, role: 'H2' }) + 4;
  const logoTop = billY;
  if (input.logo) drawImage(doc, input.logo, left, logoTop, logoSize, text.logo(customer.companyName));
  billY += write(customerName, billX, billY, billWidth, { size: 11, bold: true }) + 2;
  if (customer.rfc) billY += write(`${text.rfc}: ${customer.rfc}`, billX, billY, billWidth, { size: 9.5 }) + 1;
  if (customer.fiscalAddress) billY += write(customer.fiscalAddress, billX, billY, billWidth, { size: 9.5, color: colors.muted }) + 1;
  if (customer.postalCode) billY += write(`${text.postalCode} ${customer.postalCode}`, billX, billY, billWidth, { size: 9.5, color: colors.muted }) + 1;
  if (customer.email) billY += write(customer.email, billX, billY, billWidth, { size: 9.5, color: colors.muted }) + 1;
  if (input.logo) billY = Math.max(billY, logoTop + logoSize);

  const paymentBox = { x: right - 180, width: 180 };
  let paymentY = y;
  paymentY +=
    write(text.payment.toUpperCase(), paymentBox.x, paymentY, paymentBox.width, { size: 8, bold: true, color: colors.faint, align: 'right', role: 'H2' }) + 4;
  if (input.payment) {
    const card = text.card(cardBrandName(input.payment.brand), input.payment.last4);
    paymentY += write(card, paymentBox.x, paymentY, paymentBox.width, { size: 9.5, align: 'right' }) + 2;
    paymentY += write(text.paid, paymentBox.x, paymentY, paymentBox.width, { size: 9.5, bold: true, color: colors.accent, align: 'right' });
  } else {
    paymentY += write(text.noCard, paymentBox.x, paymentY, paymentBox.width, { size: 9.5, color: colors.muted, align: 'right' });
  }

  y = Math.max(billY, paymentY) + 22;

  // The lines, a table with its header again on every page it runs onto.
  const drawTableHeader = (top: number): number => {
    const style = { size: 8, bold: true, color: colors.faint, role: 'TH' } as const;
    inStructure(doc, 'TR', () => {
      write(text.concept.toUpperCase(), table.concept.x, top, table.concept.width, style);
      write(text.period.toUpperCase(), table.period.x, top, table.period.width, style);
      write(text.amount.toUpperCase(), table.amount.x, top, table.amount.width, { ...style, align: 'right' });
    });
    rule(top + 14, colors.muted, 0.75);
    return top + 22;
  };
  inStructure(doc, 'Table', () => {
    y = drawTableHeader(y);
    for (const line of input.lines) {
      const concept = text.lineConcepts[line.kind](line.planName);
      const period = `${formatReceiptDate(line.periodStart, input.timeZone)} – ${formatReceiptDate(line.periodEnd, input.timeZone)}`;
      doc.font(fonts.regular).fontSize(10);
      const rowHeight = Math.max(doc.heightOfString(concept, { width: table.concept.width }), doc.heightOfString(period, { width: table.period.width }));
      if (y + rowHeight + 10 > footerTop - 12) y = drawTableHeader(newPage());
      inStructure(doc, 'TR', () => {
        write(concept, table.concept.x, y, table.concept.width, { size: 10, role: 'TD' });
        write(period, table.period.x, y, table.period.width, { size: 10, color: colors.muted, role: 'TD' });
        write(formatReceiptMoney(line.amountCents), table.amount.x, y, table.amount.width, {
          size: 10,
          color: line.amountCents < 0 ? colors.accent : colors.ink,
          align: 'right',
          role: 'TD',
        });
      });
      y += rowHeight + 6;
      rule(y);
      y += 8;
    }
  });

  // Totals, right-aligned under the amounts.
  const { subtotalCents, ivaCents } = splitIva(input.totalCents);
  const creditBalance = input.creditBalanceCents ?? 0;
  const totalsHeight = 90 + (creditBalance > 0 ? 36 : 0);
  if (y + totalsHeight > footerTop - 12) y = newPage();
  y += 4;
  const totalRow = (label: string, cents: number, style: PdfTextStyle) => {
    write(label, totalsLabel.x, y, totalsLabel.width, { ...style, align: 'right' });
    write(formatReceiptMoney(cents), table.amount.x, y, table.amount.width, { ...style, align: 'right' });
  };
  totalRow(text.subtotal, subtotalCents, { size: 10, color: colors.muted });
  y += 16;
  totalRow(text.iva, ivaCents, { size: 10, color: colors.muted });
  y += 18;
  rule(y, colors.accent, 1, totalsLabel.x);
  y += 8;
  totalRow(text.total, input.totalCents, { size: 12, bold: true });
  y += 22;
  if (creditBalance > 0) {
    totalRow(text.creditBalance, creditBalance, { size: 10, bold: true, color: colors.accent });
    y += 14;
    write(text.creditBalanceNote, totalsLabel.x, y, right - totalsLabel.x, { size: 8, color: colors.faint, align: 'right' });
  }

  // The small print at the foot of every page, drawn last so it is read last, and once: on the other pages it is layout.
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const role = index === start ? 'P' : 'Artifact';
    rule(footerTop, colors.rule);
    write(`${text.pricesNote} ${text.notCfdi}`, left, footerTop + 8, contentWidth, { size: 8, color: colors.faint, role });
    if (input.mode === 'sandbox') write(text.testModeNote, left, footerSecondLine, 330, { size: 8, bold: true, color: colors.testMark, role });
  }
}
