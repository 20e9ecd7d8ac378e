import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPdf, readPdfStructure } from '@rumbo/test-support/pdf';
import { renderReceiptPdf, splitIva, type ReceiptInput, type ReceiptLine } from './receipt-pdf';

// November 2026 in Mexico City: midnight there is 06:00 UTC.
const november: Pick<ReceiptLine, 'periodStart' | 'periodEnd'> = {
  periodStart: new Date('2026-11-01T06:00:00Z'),
  periodEnd: new Date('2026-12-01T06:00:00Z'),
};

function receipt(overrides: Partial<ReceiptInput> = {}): ReceiptInput {
  return {
    number: 'R-2026-000123',
    // 21:30 on 31 October in Mexico City, already 1 November in UTC.
    issuedAt: new Date('2026-11-01T03:30:00Z'),
    timeZone: 'America/Mexico_City',
    language: 'es',
    issuer: { name: 'Rumbo', address: 'Av. Paseo de la Reforma 222, Ciudad de México', email: 'pagos@rumbo.mx' },
    customer: {
      companyName: 'Transportes Ñandú',
      invoiceName: 'Transportes Ñandú S.A. de C.V.',
      rfc: 'TNA010101AB1',
      fiscalAddress: 'Calle Río Lerma 45, Col. Cuauhtémoc, Ciudad de México',
      postalCode: '06500',
      email: 'facturas@nandu.mx',
    },
    lines: [{ kind: 'subscription', planName: 'Plan Pro', ...november, amountCents: 449900 }],
    totalCents: 449900,
    creditBalanceCents: 0,
    payment: { brand: 'visa', last4: '4242', status: 'paid' },
    mode: 'stripe',
    ...overrides,
  };
}

/** The receipt's text, one entry per printed line: a label and its amount share a line. */
async function receiptLines(input: ReceiptInput): Promise<string[]> {
  return (await readPdf(await renderReceiptPdf(input))).text.split('\n');
}

describe('splitIva', () => {
  it('takes the 16 % IVA out of a price that includes it', () => {
    // 4,499.00 / 1.16 = 3,878.448... -> 3,878.45 and the rest, 620.55, is IVA.
    expect(splitIva(449900)).toEqual({ subtotalCents: 387845, ivaCents: 62055 });
    expect(splitIva(11600)).toEqual({ subtotalCents: 10000, ivaCents: 1600 });
  });

  it('handles nothing and the smallest amounts', () => {
    expect(splitIva(0)).toEqual({ subtotalCents: 0, ivaCents: 0 });
    // 1 / 1.16 = 0.86 -> the cent is all subtotal; 4 / 1.16 = 3.45 -> one cent of IVA.
    expect(splitIva(1)).toEqual({ subtotalCents: 1, ivaCents: 0 });
    expect(splitIva(4)).toEqual({ subtotalCents: 3, ivaCents: 1 });
  });

  it('always adds back up to the total, with the subtotal the nearest cent to total / 1.16', () => {
    const wrong: number[] = [];
    for (let total = 0; total <= 100000; total += 1) {
      const { subtotalCents, ivaCents } = splitIva(total);
      if (subtotalCents + ivaCents !== total || Math.abs(subtotalCents - total / 1.16) > 0.5) wrong.push(total);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses fractions of a cent', () => {
    expect(() => splitIva(10.5)).toThrow(RangeError);
  });
});

describe('renderReceiptPdf', () => {
  it('writes a one-page A4 PDF whose metadata names the receipt', async () => {
    const pdf = await renderReceiptPdf(receipt());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pageCount, info } = await readPdf(pdf);
    expect(pageCount).toBe(1);
    expect(info).toMatchObject({ Title: 'Recibo de pago R-2026-000123', Author: 'Rumbo', CreationDate: 'D:20261101033000Z', Language: 'es-MX' });
    // A4 is 595.28 x 841.89 points.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('renders the same receipt to the same bytes', async () => {
    expect((await renderReceiptPdf(receipt())).equals(await renderReceiptPdf(receipt()))).toBe(true);
  });

  it('says in Spanish who is billed, for what period, and the total split into subtotal and IVA', async () => {
    const lines = await receiptLines(receipt());
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Recibo de pago'),
        'Número: R-2026-000123',
        // Printed in Mexico City's time, not UTC's 01/11/2026 03:30.
        'Fecha de emisión: 31/10/2026 21:30',
        'Zona horaria: America/Mexico_City',
        expect.stringMatching(/^FACTURAR A/),
        expect.stringMatching(/^Transportes Ñandú S\.A\. de C\.V\./),
        'RFC: TNA010101AB1',
        'Calle Río Lerma 45, Col. Cuauhtémoc, Ciudad de México',
        'C.P. 06500',
        'Plan Pro — suscripción mensual 01/11/2026 – 01/12/2026 $4,499.00 MXN',
        'Subtotal $3,878.45 MXN',
        'IVA (16 %) $620.55 MXN',
        'Total $4,499.00 MXN',
        expect.stringContaining('Este recibo no es un comprobante fiscal digital (CFDI).'),
      ]),
    );
    const text = lines.join('\n');
    expect(text).toContain('Visa terminada en 4242');
    expect(text).toContain('Pagado');
    expect(text).toContain('Rumbo');
    expect(text).toContain('pagos@rumbo.mx');
    expect(text).not.toContain('Saldo a favor');
  });

  it('names the company when there is no invoice name, and leaves out an RFC it was not given', async () => {
    const text = (await receiptLines(receipt({ customer: { companyName: 'Transportes Ñandú' } }))).join('\n');
    expect(text).toMatch(/^Transportes Ñandú/m);
    expect(text).not.toContain('S.A. de C.V.');
    expect(text).not.toContain('RFC');
    expect(text).not.toContain('C.P.');
  });

  it('shows a plan change: the credit negative, the charge, and a total of what was charged', async () => {
    const lines = await receiptLines(
      receipt({
        lines: [
          { kind: 'proration_credit', planName: 'Plan Básico', ...november, amountCents: -100000 },
          { kind: 'proration_charge', planName: 'Plan Pro', ...november, amountCents: 549900 },
        ],
        totalCents: 449900,
      }),
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        'Cambio de plan: crédito prorrateado (Plan Básico) 01/11/2026 – 01/12/2026 -$1,000.00 MXN',
        'Cambio de plan: cargo prorrateado (Plan Pro) 01/11/2026 – 01/12/2026 $5,499.00 MXN',
        'Subtotal $3,878.45 MXN',
        'IVA (16 %) $620.55 MXN',
        'Total $4,499.00 MXN',
      ]),
    );
  });

  it('carries a credit beyond the charge as a balance in the customer\'s favour, with nothing charged to a card', async () => {
    const lines = await receiptLines(
      receipt({
        lines: [
          { kind: 'proration_credit', planName: 'Plan Pro', ...november, amountCents: -549900 },
          { kind: 'proration_charge', planName: 'Plan Básico', ...november, amountCents: 149900 },
        ],
        totalCents: 0,
        creditBalanceCents: 400000,
        payment: null,
      }),
    );
    expect(lines).toEqual(
      expect.arrayContaining(['Total $0.00 MXN', 'IVA (16 %) $0.00 MXN', 'Saldo a favor $4,000.00 MXN', expect.stringContaining('Sin cargo a tarjeta')]),
    );
    expect(lines.join('\n')).not.toContain('terminada en');
  });

  it('marks a sandbox receipt as a test, and only a sandbox one', async () => {
    const sandbox = (await receiptLines(receipt({ mode: 'sandbox' }))).join('\n');
    expect(sandbox).toContain('MODO DE PRUEBA');
    expect(sandbox).toContain('Emitido en modo de prueba: no se hizo ningún cobro real.');

    for (const language of ['es', 'en', 'de'] as const) {
      const live = (await receiptLines(receipt({ mode: 'stripe', language }))).join('\n');
      expect(live).not.toMatch(/MODO DE PRUEBA|TEST MODE|TESTMODUS|prueba|test mode|Testmodus/i);
    }
  });

  it('speaks English', async () => {
    const lines = await receiptLines(receipt({ language: 'en', mode: 'sandbox' }));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Payment receipt'),
        'Number: R-2026-000123',
        'Issue date: 31/10/2026 21:30',
        expect.stringMatching(/^BILL TO/),
        'RFC (tax ID): TNA010101AB1',
        'Plan Pro — monthly subscription 01/11/2026 – 01/12/2026 $4,499.00 MXN',
        'Subtotal $3,878.45 MXN',
        'VAT (IVA 16 %) $620.55 MXN',
        'Total $4,499.00 MXN',
        expect.stringContaining('This receipt is not a Mexican electronic invoice (CFDI).'),
        'TEST MODE',
      ]),
    );
    const text = lines.join('\n');
    expect(text).toContain('Visa ending in 4242');
    expect(text).not.toMatch(/Recibo|Facturar|suscripción|terminada/);
  });

  it('speaks German, umlauts included', async () => {
    const lines = await receiptLines(
      receipt({
        language: 'de',
        mode: 'sandbox',
        lines: [
          { kind: 'renewal', planName: 'Plan Pro', ...november, amountCents: 449900 },
        ],
        creditBalanceCents: 12345,
      }),
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Zahlungsbeleg'),
        'Ausstellungsdatum: 31/10/2026 21:30',
        expect.stringMatching(/^RECHNUNGSEMPFÄNGER/),
        'Plan Pro — monatliche Verlängerung 01/11/2026 – 01/12/2026 $4,499.00 MXN',
        'Zwischensumme $3,878.45 MXN',
        'MwSt. (IVA 16 %) $620.55 MXN',
        'Gesamtbetrag $4,499.00 MXN',
        'Guthaben $123.45 MXN',
        expect.stringContaining('Dieser Beleg ist keine mexikanische elektronische Rechnung (CFDI).'),
        'TESTMODUS',
      ]),
    );
    expect(lines.join('\n')).toContain('Visa mit Endziffern 4242');
  });

  it('prints every date in the receipt\'s time zone', async () => {
    const lines = await receiptLines(receipt({ timeZone: 'Europe/Berlin' }));
    // The same instants in Berlin: 04:30 on 1 November; the period starts and ends at 07:00 there.
    expect(lines).toContain('Fecha de emisión: 01/11/2026 04:30');
    expect(lines).toContain('Plan Pro — suscripción mensual 01/11/2026 – 01/12/2026 $4,499.00 MXN');

    const tijuana = await receiptLines(receipt({ timeZone: 'America/Tijuana' }));
    // 06:00 UTC is still the evening before in Tijuana.
    expect(tijuana).toContain('Fecha de emisión: 31/10/2026 20:30');
    expect(tijuana).toContain('Plan Pro — suscripción mensual 31/10/2026 – 30/11/2026 $4,499.00 MXN');
  });

  it('runs a long list of lines onto more pages, each with the table header, the small print and its number', async () => {
    const lines: ReceiptLine[] = Array.from({ length: 30 }, (_, index) => ({
      kind: 'renewal',
      planName: `Plan Pro ${index + 1}`,
      ...november,
      amountCents: 10000,
    }));
    const { text, pageCount } = await readPdf(await renderReceiptPdf(receipt({ lines, totalCents: 300000 })));
    expect(pageCount).toBeGreaterThan(1);
    for (let index = 1; index <= 30; index += 1) expect(text).toContain(`Plan Pro ${index} — renovación mensual`);
    expect(text.match(/CONCEPTO PERIODO IMPORTE/g)).toHaveLength(pageCount);
    expect(text.match(/no es un comprobante fiscal digital \(CFDI\)/g)).toHaveLength(pageCount);
    expect(text).toContain(`Página ${pageCount} de ${pageCount}`);
    expect(text).toContain('Total $3,000.00 MXN');
  });

  it('refuses a receipt whose lines do not add up to its total', async () => {
    await expect(renderReceiptPdf(receipt({ totalCents: 449800 }))).rejects.toThrow(/not the sum of its lines/);
    // A credit larger than the charge leaves a total of 0, never a negative one.
    await expect(
      renderReceiptPdf(receipt({ lines: [{ kind: 'proration_credit', planName: 'Plan Pro', ...november, amountCents: -100 }], totalCents: -100 })),
    ).rejects.toThrow(/not the sum of its lines/);
  });

  it('is filed as an auditor needs it: tagged, in its language, titled, its Unicode font embedded, its pages numbered, read in order', async () => {
    const pdf = await renderReceiptPdf(receipt({ language: 'de' }));
    const { info, text } = await readPdf(pdf);
    expect(info).toMatchObject({ Title: 'Zahlungsbeleg R-2026-000123', Author: 'Rumbo' });
    expect(text).toContain('Seite 1 von 1');
    const reading = await readPdfStructure(pdf);
    expect(reading).toMatchObject({ tagged: true, language: 'de', imageCount: 0 });
    expect(reading.fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, ''))).toEqual(expect.arrayContaining(['DejaVuSansCondensed', 'DejaVuSansCondensed-Bold']));
    expect(reading.fonts.every((font) => font.embedded && !/Helvetica/.test(font.name))).toBe(true);
    // Heading first, the lines as a table under their column headers, the small print last; no page number read as text.
    expect(reading.structure[0]).toBe('H1: Zahlungsbeleg');
    expect(reading.structure).toEqual(
      expect.arrayContaining(['H2: RECHNUNGSEMPFÄNGER', 'TH: BESCHREIBUNG', 'TD: Plan Pro — Monatsabonnement', 'TD: $4,499.00 MXN']),
    );
    expect(reading.structure.indexOf('TH: BETRAG')).toBeLessThan(reading.structure.indexOf('TD: $4,499.00 MXN'));
    expect(reading.structure.at(-1)).toBe('P: Beträge in mexikanischen Pesos (MXN), inklusive MwSt. (IVA). Dieser Beleg ist keine mexikanische elektronische Rechnung (CFDI).');
    expect(reading.structure.some((line) => line.includes('Seite'))).toBe(false);
  });

  it('prints the company’s logo as a figure named for it, beside whom the receipt is for', async () => {
    const logo = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#0F766E' } }).png().toBuffer();
    const reading = await readPdfStructure(await renderReceiptPdf(receipt({ logo })));
    expect(reading.imageCount).toBe(1);
    expect(reading.structure).toContain('Figure: Logotipo de Transportes Ñandú');
    expect(reading.structure.indexOf('Figure: Logotipo de Transportes Ñandú')).toBeGreaterThan(reading.structure.indexOf('H2: FACTURAR A'));
  });
});
