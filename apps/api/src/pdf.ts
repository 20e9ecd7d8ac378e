import PDFDocument from 'pdfkit';

// What Rumbo's PDFs (receipts, issued reports) share: A4 pages, pdfkit's standard Helvetica (its WinAnsi
// letters cover Spanish and German, and nothing is embedded), the brand's colours, and text drawn at a
// given place that answers how tall it came out.

export type PdfLanguage = 'es' | 'en' | 'de';

export const pdfLanguageTags: Record<PdfLanguage, string> = { es: 'es-MX', en: 'en', de: 'de' };
export const pdfColors = { accent: '#0F766E', ink: '#212529', muted: '#495057', faint: '#868E96', rule: '#DEE2E6' };
export const pdfFonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

const margin = 50;
const width = 595.28;
/** A4 in points, with its margins: `left` to `right` is the width text runs across. */
export const pdfPage = { margin, width, height: 841.89, left: margin, right: width - margin, contentWidth: width - 2 * margin };

export type PdfTextStyle = { size: number; bold?: boolean; color?: string; align?: 'left' | 'right' | 'center' };

/**
 * Draws a document and answers its bytes. `info` should be fixed by the input (its dates included):
 * pdfkit derives the file ID from it, so the same input renders to the same bytes.
 */
export function renderPdf(options: PDFKit.PDFDocumentOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: pdfPage.margin, displayTitle: true, ...options });
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    // A throw while drawing rejects this promise (the executor's own errors do).
    draw(doc);
    doc.end();
  });
}

/** Writes `value` in a box `width` wide from (x, y) and answers the height it took. */
export function writeText(doc: PDFKit.PDFDocument, value: string, x: number, y: number, width: number, style: PdfTextStyle): number {
  doc
    .font(style.bold ? pdfFonts.bold : pdfFonts.regular)
    .fontSize(style.size)
    .fillColor(style.color ?? pdfColors.ink);
  doc.text(value, x, y, { width, align: style.align ?? 'left' });
  return doc.heightOfString(value, { width });
}

/** A horizontal line at `y`, from `from` (the left margin) to the right margin. */
export function drawRule(doc: PDFKit.PDFDocument, y: number, color = pdfColors.rule, lineWidth = 0.5, from: number = pdfPage.left): void {
  doc.moveTo(from, y).lineTo(pdfPage.right, y).lineWidth(lineWidth).strokeColor(color).stroke();
}
