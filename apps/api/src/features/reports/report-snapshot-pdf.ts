import { describeEmissionFactor, formatShare, localDateTimeOf, type Language, type ReportSnapshot } from '@rumbo/contract';
import { drawAccentBar, drawImage, drawRule, pdfColors as colors, pdfFonts as fonts, pdfLanguageTags as locales, pdfPage, renderPdf, writeText, type PdfTextStyle } from '../../pdf.js';
import { formatLocalDay, listFigureRows, snapshotTexts, type FigureGroup, type FigureRow, type SnapshotTexts } from './report-snapshot-texts.js';

// An issued report as a PDF, a pure function of the snapshot: drawn like receipts, in the company's language.

/** `logo`: the company's (PNG or JPEG), at the header's right. */
export type ReportSnapshotPdfInput = { snapshot: ReportSnapshot; companyName: string; language: Language; logo?: Buffer | null };

const { left, right, contentWidth } = pdfPage;
const bottom = pdfPage.height - pdfPage.margin;
const valueColumn = { x: right - 200, width: 200 };

function formatNumber(value: number, language: Language, maximumFractionDigits = 4): string {
  return new Intl.NumberFormat(locales[language], { maximumFractionDigits }).format(value);
}

function formatIssuedAt(issuedAt: string, timeZone: string, language: Language): string {
  const { day, time } = localDateTimeOf(issuedAt, timeZone);
  return `${formatLocalDay(day, language)} ${time.slice(0, 5)}`;
}

/** A figure as printed: a share in percent with its counts, any other with its unit. */
function formatFigure(row: FigureRow, text: SnapshotTexts, language: Language): string {
  if (row.share) {
    const counts = `${formatNumber(row.share.numerator, language)} / ${formatNumber(row.share.denominator, language)}`;
    // Rounded once from the counts, by the function the page and the CSV use.
    return row.share.denominator === 0 ? `${text.notCounted} (${counts})` : `${formatShare(row.share.numerator, row.share.denominator, language)} (${counts})`;
  }
  return row.value === null ? text.notCounted : `${formatNumber(row.value, language)} ${text.units[row.unit]}`;
}

export async function renderReportSnapshotPdf({ snapshot, companyName, language, logo }: ReportSnapshotPdfInput): Promise<Buffer> {
  const text = snapshotTexts[language];
  const issuedAt = new Date(snapshot.issuedAt);
  return renderPdf(
    {
      lang: locales[language],
      info: {
        Title: `${text.kinds[snapshot.kind]} ${snapshot.from} – ${snapshot.to}`,
        Author: 'Rumbo',
        Creator: 'Rumbo',
        Subject: `${text.title} — ${companyName}`,
        CreationDate: issuedAt,
        ModDate: issuedAt,
      },
    },
    (doc) => drawReport(doc, { snapshot, companyName, language, logo }, text),
  );
}

function drawReport(doc: PDFKit.PDFDocument, { snapshot, companyName, language, logo }: ReportSnapshotPdfInput, text: SnapshotTexts): void {
  const { figures } = snapshot;
  let y = pdfPage.margin;
  const write = (value: string, x: number, top: number, width: number, style: PdfTextStyle) => writeText(doc, value, x, top, width, style);
  const rule = (top: number, color = colors.rule, width = 0.5) => drawRule(doc, top, color, width);
  /** Starts a new page when `height` more points would not fit. */
  const room = (height: number) => {
    if (y + height > bottom) {
      doc.addPage();
      y = pdfPage.margin;
    }
  };
  /** A section's title, on the page of the first `keep` points of what follows it. */
  const heading = (title: string, keep = 20) => {
    room(34 + keep);
    y += 10;
    y += write(title.toUpperCase(), left, y, contentWidth, { size: 9, bold: true, color: colors.accent, role: 'H2' }) + 4;
    rule(y, colors.muted, 0.75);
    y += 6;
  };
  const pair = (label: string, value: string, valueStyle: { bold?: boolean; size?: number } = {}) => {
    doc.font(fonts.regular).fontSize(10);
    const height = Math.max(doc.heightOfString(label, { width: contentWidth - valueColumn.width - 12 }), doc.heightOfString(value, { width: valueColumn.width }));
    room(height + 6);
    write(label, left, y, contentWidth - valueColumn.width - 12, { size: 10, color: colors.muted });
    write(value, valueColumn.x, y, valueColumn.width, { size: valueStyle.size ?? 10, bold: valueStyle.bold ?? false, align: 'right' });
    y += height + 4;
  };

  // Header: the accent line, the title and kind, the company, period, zone and issue date.
  drawAccentBar(doc);
  y += write(text.title, left, y, contentWidth, { size: 18, bold: true, color: colors.accent, role: 'H1' }) + 2;
  if (logo) drawImage(doc, logo, right - 40, pdfPage.margin, 40, companyName);
  y += write(text.kinds[snapshot.kind], left, y, contentWidth, { size: 11, bold: true }) + 10;
  pair(text.company, companyName, { bold: true });
  pair(text.period, `${formatLocalDay(snapshot.from, language)} – ${formatLocalDay(snapshot.to, language)}`);
  pair(text.timeZone, figures.timeZone);
  pair(text.issuedAt, `${formatIssuedAt(snapshot.issuedAt, figures.timeZone, language)} (${figures.timeZone})`);

  const rows = listFigureRows(figures);
  const group = (name: FigureGroup) => {
    heading(text.groups[name]);
    for (const row of rows.filter((candidate) => candidate.group === name)) pair(text.figures[row.key] ?? row.key, formatFigure(row, text, language), { bold: true });
  };
  group('activity');
  group('emissions');
  // Avoided emissions stand apart from the inventory above and are never subtracted from it.
  group('avoided');
  room(30);
  y += write(text.avoidedNote, left, y, contentWidth, { size: 8.5, color: colors.muted }) + 4;

  const { factor, chosenBy } = figures.emissionFactor;
  const described = describeEmissionFactor(factor, language);
  heading(text.factor);
  pair(text.factorValue, `${formatNumber(factor.value, language, 6)} ${described.unit}`, { bold: true });
  pair(text.factorRegion, factor.region);
  pair(text.factorSource, factor.isComputed ? `${described.source} (${text.factorComputed})` : described.source);
  if (described.caveat) pair(text.factorCaveat, described.caveat);
  pair(text.factorYear, factor.year === null ? text.yearNotStated : String(factor.year));
  pair(text.factorValidFrom, formatLocalDay(factor.validFrom, language));
  pair(text.factorId, factor.id);
  room(24);
  y += write(text.factorChosenBy[chosenBy], left, y, contentWidth, { size: 8.5, color: colors.muted }) + 4;

  heading(text.contentHash, 50);
  y += write(snapshot.contentHash, left, y, contentWidth, { size: 9, bold: true }) + 4;
  y += write(text.hashNote, left, y, contentWidth, { size: 8.5, color: colors.muted }) + 2;
  write(text.frozenNote, left, y, contentWidth, { size: 8.5, color: colors.muted });
}
