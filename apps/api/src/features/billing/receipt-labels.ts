import type { PdfLanguage } from '../../pdf.js';
import type { ReceiptLine } from './receipt-pdf.js';

// What a receipt says, in each of its languages.

export type ReceiptLabels = {
  title: string;
  number: string;
  issuedAt: string;
  timeZone: string;
  billTo: string;
  rfc: string;
  postalCode: string;
  payment: string;
  card: (brand: string, last4: string) => string;
  paid: string;
  noCard: string;
  concept: string;
  period: string;
  amount: string;
  lineConcepts: Record<ReceiptLine['kind'], (planName: string) => string>;
  subtotal: string;
  iva: string;
  total: string;
  creditBalance: string;
  creditBalanceNote: string;
  pricesNote: string;
  notCfdi: string;
  testMode: string;
  testModeNote: string;
  logo: (companyName: string) => string;
};

export const receiptLabels: Record<PdfLanguage, ReceiptLabels> = {
  es: {
    title: 'Recibo de pago',
    number: 'Número',
    issuedAt: 'Fecha de emisión',
    timeZone: 'Zona horaria',
    billTo: 'Facturar a',
    rfc: 'RFC',
    postalCode: 'C.P.',
    payment: 'Pago',
    card: (brand, last4) => `${brand} terminada en ${last4}`,
    paid: 'Pagado',
    noCard: 'Sin cargo a tarjeta',
    concept: 'Concepto',
    period: 'Periodo',
    amount: 'Importe',
    lineConcepts: {
      subscription: (plan) => `${plan} — suscripción mensual`,
      renewal: (plan) => `${plan} — renovación mensual`,
      proration_charge: (plan) => `Cambio de plan: cargo prorrateado (${plan})`,
      proration_credit: (plan) => `Cambio de plan: crédito prorrateado (${plan})`,
      credit_applied: () => 'Saldo a favor aplicado',
    },
    subtotal: 'Subtotal',
    iva: 'IVA (16 %)',
    total: 'Total',
    creditBalance: 'Saldo a favor',
    creditBalanceNote: 'Se descuenta de tus próximos cobros.',
    pricesNote: 'Importes en pesos mexicanos (MXN), IVA incluido.',
    notCfdi: 'Este recibo no es un comprobante fiscal digital (CFDI).',
    testMode: 'MODO DE PRUEBA',
    testModeNote: 'Emitido en modo de prueba: no se hizo ningún cobro real.',
    logo: (company) => `Logotipo de ${company}`,
  },
  en: {
    title: 'Payment receipt',
    number: 'Number',
    issuedAt: 'Issue date',
    timeZone: 'Time zone',
    billTo: 'Bill to',
    rfc: 'RFC (tax ID)',
    postalCode: 'Postal code',
    payment: 'Payment',
    card: (brand, last4) => `${brand} ending in ${last4}`,
    paid: 'Paid',
    noCard: 'No card charge',
    concept: 'Description',
    period: 'Period',
    amount: 'Amount',
    lineConcepts: {
      subscription: (plan) => `${plan} — monthly subscription`,
      renewal: (plan) => `${plan} — monthly renewal`,
      proration_charge: (plan) => `Plan change: prorated charge (${plan})`,
      proration_credit: (plan) => `Plan change: prorated credit (${plan})`,
      credit_applied: () => 'Credit balance applied',
    },
    subtotal: 'Subtotal',
    iva: 'VAT (IVA 16 %)',
    total: 'Total',
    creditBalance: 'Credit balance',
    creditBalanceNote: 'It is deducted from your next charges.',
    pricesNote: 'Amounts in Mexican pesos (MXN), VAT (IVA) included.',
    notCfdi: 'This receipt is not a Mexican electronic invoice (CFDI).',
    testMode: 'TEST MODE',
    testModeNote: 'Issued in test mode: no real charge was made.',
    logo: (company) => `${company} logo`,
  },
  de: {
    title: 'Zahlungsbeleg',
    number: 'Nummer',
    issuedAt: 'Ausstellungsdatum',
    timeZone: 'Zeitzone',
    billTo: 'Rechnungsempfänger',
    rfc: 'RFC (Steuernummer)',
    postalCode: 'PLZ',
    payment: 'Zahlung',
    card: (brand, last4) => `${brand} mit Endziffern ${last4}`,
    paid: 'Bezahlt',
    noCard: 'Keine Kartenbelastung',
    concept: 'Beschreibung',
    period: 'Zeitraum',
    amount: 'Betrag',
    lineConcepts: {
      subscription: (plan) => `${plan} — Monatsabonnement`,
      renewal: (plan) => `${plan} — monatliche Verlängerung`,
      proration_charge: (plan) => `Planwechsel: anteilige Belastung (${plan})`,
      proration_credit: (plan) => `Planwechsel: anteilige Gutschrift (${plan})`,
      credit_applied: () => 'Verrechnetes Guthaben',
    },
    subtotal: 'Zwischensumme',
    iva: 'MwSt. (IVA 16 %)',
    total: 'Gesamtbetrag',
    creditBalance: 'Guthaben',
    creditBalanceNote: 'Es wird mit Ihren nächsten Zahlungen verrechnet.',
    pricesNote: 'Beträge in mexikanischen Pesos (MXN), inklusive MwSt. (IVA).',
    notCfdi: 'Dieser Beleg ist keine mexikanische elektronische Rechnung (CFDI).',
    testMode: 'TESTMODUS',
    testModeNote: 'Im Testmodus ausgestellt: Es wurde nichts berechnet.',
    logo: (company) => `Logo von ${company}`,
  },
};
