import { describe, expect, it } from 'vitest';
import { pdfText, readPdf } from './pdf-text.js';

/**
 * A PDF with pages of text drawn in Helvetica (not embedded, as pdfkit draws it), each piece
 * `[x, y, text]` at its own place, with a document information dictionary.
 */
function pdfOf(pages: [number, number, string][][], title: string): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${pages.map((_, index) => `${4 + index * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  for (const [index, pieces] of pages.entries()) {
    const stream = pieces.map(([x, y, text]) => `BT /F1 12 Tf ${x} ${y} Td (${text}) Tj ET`).join('\n');
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${5 + index * 2} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`);
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  }
  add(`<< /Title (${title}) /Author (Rumbo) >>`);
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

describe('readPdf', () => {
  it('reads each line top to bottom, its pieces left to right, pages in order', async () => {
    const pdf = pdfOf(
      [
        [
          [300, 680, 'Total'],
          [72, 700, 'Recibo'],
          [72, 680, 'Subtotal'],
          [200, 700, 'R-000042'],
        ],
        [[72, 700, 'Gracias']],
      ],
      'Recibo R-000042',
    );
    const { text, pageCount, info } = await readPdf(pdf);
    expect(text).toBe('Recibo R-000042\nSubtotal Total\nGracias');
    expect(pageCount).toBe(2);
    expect(info).toMatchObject({ Title: 'Recibo R-000042', Author: 'Rumbo' });
  });

  it('joins pieces that touch into one word, and reads Latin-1 letters', async () => {
    // "Pe" in 12-point Helvetica is 14.676 points wide (667 + 556 thousandths of an em): "ñón" starts where it ends.
    const text = await pdfText(
      pdfOf(
        [
          [
            [72, 700, 'Log\\355stica'],
            [72, 680, 'Pe'],
            [86.676, 680, '\\361\\363n'],
          ],
        ],
        'Peñón',
      ),
    );
    expect(text).toBe('Logística\nPeñón');
  });
});
