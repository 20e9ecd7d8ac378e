import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// What Rumbo's PDFs (receipts, issued reports) share, so an auditor can file them: A4 pages in DejaVu Sans Condensed
// embedded (a Unicode font shipped with the service, no font the reader must have), the brand's
// colours, a title, author and language, every page numbered in the document's language, and tagged
// (PDF/UA's structure tree): each text drawn here is a heading, paragraph or table cell in the order
// it is drawn, rules and bars are artifacts, so a screen reader reads the document in order.

export type PdfLanguage = 'es' | 'en' | 'de';

export const pdfLanguageTags: Record<PdfLanguage, string> = { es: 'es-MX', en: 'en', de: 'de' };
export const pdfColors = { accent: '#0F766E', ink: '#212529', muted: '#495057', faint: '#868E96', rule: '#DEE2E6' };
export const pdfFonts = { regular: 'DejaVuSansCondensed', bold: 'DejaVuSansCondensed-Bold' } as const;

const pageLabels: Record<PdfLanguage, (page: number, pages: number) => string> = {
  es: (page, pages) => `Página ${page} de ${pages}`,
  en: (page, pages) => `Page ${page} of ${pages}`,
  de: (page, pages) => `Seite ${page} von ${pages}`,
};

const margin = 50;
const width = 595.28;
const height = 841.89;
/** A4 in points, with its margins: `left` to `right` is the width text runs across. */
export const pdfPage = { margin, width, height, left: margin, right: width - margin, contentWidth: width - 2 * margin };
/** Where each page's number is written: in the bottom margin, below anything a document draws. */
const pageNumberTop = height - margin + 18;

// Read once: the files ship in the dejavu-fonts-ttf package, found from this module in src/ or dist/.
let fontFiles: Record<keyof typeof pdfFonts, Buffer> | undefined;
function readFonts(): Record<keyof typeof pdfFonts, Buffer> {
  const require = createRequire(import.meta.url);
  fontFiles ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf')),
  };
  return fontFiles;
}

/** Structure roles a text takes: headings, paragraphs, table cells; or none, as layout (a note repeated on each page). */
export type PdfRole = 'H1' | 'H2' | 'H3' | 'P' | 'TH' | 'TD' | 'Artifact';
export type PdfTextStyle = { size: number; bold?: boolean; color?: string; align?: 'left' | 'right' | 'center'; role?: PdfRole };

/** Every document names its title, author and language: readers show the title, screen readers speak in the language. */
export type PdfOptions = Omit<PDFKit.PDFDocumentOptions, 'info' | 'lang'> & { lang: string; info: PDFKit.DocumentInfo & { Title: string; Author: string } };

// The structure element each document's text goes into now (the document, a table, a row).
const openStructures = new WeakMap<PDFKit.PDFDocument, PDFKit.PDFStructureElement[]>();

function currentStructure(doc: PDFKit.PDFDocument): PDFKit.PDFStructureElement {
  const open = openStructures.get(doc);
  if (!open?.length) throw new Error('draw inside renderPdf');
  return open[open.length - 1]!;
}

function languageOfTag(tag: string): PdfLanguage {
  return (Object.keys(pdfLanguageTags) as PdfLanguage[]).find((language) => pdfLanguageTags[language] === tag) ?? 'es';
}

/**
 * Draws a document and answers its bytes. `info` should be fixed by the input (its dates included):
 * pdfkit derives the file ID from it, so the same input renders to the same bytes.
 */
export function renderPdf(options: PdfOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: pdfPage.margin,
    displayTitle: true,
    pdfVersion: '1.7',
    tagged: true,
    // Kept in memory until the end, so page numbers can be written once the page count is known.
    bufferPages: true,
    ...options,
    // No standard font (Helvetica, WinAnsi only) is loaded: every text is in the embedded one.
    font: null as unknown as string,
  });
  const files = readFonts();
  doc.registerFont(pdfFonts.regular, files.regular);
  doc.registerFont(pdfFonts.bold, files.bold);
  doc.font(pdfFonts.regular);
  const root = doc.struct('Document');
  doc.addStructure(root);
  openStructures.set(doc, [root]);
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    // A throw while drawing rejects this promise (the executor's own errors do).
    draw(doc);
    numberPages(doc, languageOfTag(options.lang));
    root.end();
    openStructures.delete(doc);
    doc.end();
  });
}

/** "Página 1 de 2" at the foot of every page, as pagination (an artifact: not read as the text). */
function numberPages(doc: PDFKit.PDFDocument, language: PdfLanguage): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    drawArtifact(doc, 'Pagination', () => {
      // Below the bottom margin pdfkit would start a new page for the text: let it write there.
      const bottomMargin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      drawText(doc, pageLabels[language](index - start + 1, count), pdfPage.left, pageNumberTop, pdfPage.contentWidth, { size: 8, color: pdfColors.faint, align: 'right' });
      doc.page.margins.bottom = bottomMargin;
    });
  }
}

function drawText(doc: PDFKit.PDFDocument, value: string, x: number, y: number, width: number, style: PdfTextStyle): void {
  doc
    .font(style.bold ? pdfFonts.bold : pdfFonts.regular)
    .fontSize(style.size)
    .fillColor(style.color ?? pdfColors.ink);
  doc.text(value, x, y, { width, align: style.align ?? 'left' });
}

/**
 * Writes `value` in a box `width` wide from (x, y) as one structure element (`style.role`, a paragraph
 * unless said) of the current structure, and answers the height it took.
 */
export function writeText(doc: PDFKit.PDFDocument, value: string, x: number, y: number, width: number, style: PdfTextStyle): number {
  const role = style.role ?? 'P';
  if (role === 'Artifact') drawArtifact(doc, 'Layout', () => drawText(doc, value, x, y, width, style));
  else currentStructure(doc).add(doc.struct(role, {}, () => drawText(doc, value, x, y, width, style)));
  return doc.heightOfString(value, { width });
}

/** Draws `draw` as one structure element (a table, a row, a section): the texts it writes are read inside it, in order. */
export function inStructure(doc: PDFKit.PDFDocument, type: 'Table' | 'THead' | 'TBody' | 'TR' | 'Sect', draw: () => void): void {
  const element = doc.struct(type);
  currentStructure(doc).add(element);
  openStructures.get(doc)!.push(element);
  try {
    draw();
  } finally {
    openStructures.get(doc)!.pop();
    element.end();
  }
}

/** Draws what is only layout (rules, bars, frames, page numbers): marked so that no screen reader reads it. */
export function drawArtifact(doc: PDFKit.PDFDocument, type: 'Layout' | 'Pagination', draw: () => void): void {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

/** A horizontal line at `y`, from `from` (the left margin) to the right margin. */
export function drawRule(doc: PDFKit.PDFDocument, y: number, color = pdfColors.rule, lineWidth = 0.5, from: number = pdfPage.left): void {
  drawArtifact(doc, 'Layout', () => doc.moveTo(from, y).lineTo(pdfPage.right, y).lineWidth(lineWidth).strokeColor(color).stroke());
}

/** The brand's accent bar across the top of a first page. */
export function drawAccentBar(doc: PDFKit.PDFDocument): void {
  drawArtifact(doc, 'Layout', () => doc.rect(pdfPage.left, pdfPage.margin - 14, pdfPage.contentWidth, 2).fill(pdfColors.accent));
}

/** An image (a company's logo, PNG or JPEG) fitted in a `size` square at (x, y), read as a figure by its `alt` text. */
export function drawImage(doc: PDFKit.PDFDocument, image: Buffer, x: number, y: number, size: number, alt: string): void {
  currentStructure(doc).add(doc.struct('Figure', { alt }, () => doc.image(image, x, y, { fit: [size, size], align: 'center', valign: 'center' })));
}
