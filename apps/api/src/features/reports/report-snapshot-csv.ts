import type { Language, ReportSnapshot } from '@rumbo/contract';
import { listFigureRows, snapshotTexts } from './report-snapshot-texts.js';

// An issued report as CSV for a spreadsheet: UTF-8 with a byte-order mark (Excel reads it as UTF-8
// then), comma-separated, numbers with a decimal point as the report holds them. Blocks separated by
// an empty line, each with its own header: the report, its figures (a stable key, then the label in
// the company's language), its days, its emission factor and hash.

const byteOrderMark = '\uFEFF';

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (...cells: (string | number | null | undefined)[]) => cells.map(cell).join(',');

export function renderReportSnapshotCsv(snapshot: ReportSnapshot, companyName: string, language: Language): string {
  const text = snapshotTexts[language];
  const { figures } = snapshot;
  const { factor } = figures.emissionFactor;
  const lines = [
    line('key', text.title, text.value),
    line('kind', text.kinds[snapshot.kind], snapshot.kind),
    line('company', text.company, companyName),
    line('from', text.period, snapshot.from),
    line('to', text.period, snapshot.to),
    line('timeZone', text.timeZone, figures.timeZone),
    line('issuedAt', text.issuedAt, snapshot.issuedAt),
    '',
    line('figure', text.figure, text.value, text.unit, text.numerator, text.denominator),
    ...listFigureRows(figures).map((row) =>
      line(row.key, text.figures[row.key], row.value, row.unit === 'share' ? text.shareUnitCsv : text.units[row.unit], row.share?.numerator, row.share?.denominator),
    ),
    '',
    line('day', text.dayTrips, text.dayParticipants, text.dayCo2Avoided),
    ...figures.days.map((day) => line(day.day, day.trips, day.participants, day.co2AvoidedKg)),
    '',
    line('key', text.factor, text.value),
    line('factorValue', text.factorValue, factor.value),
    line('factorUnit', text.unit, factor.unit),
    line('factorRegion', text.factorRegion, factor.region),
    line('factorSource', text.factorSource, factor.source),
    line('factorYear', text.factorYear, factor.year),
    line('factorValidFrom', text.factorValidFrom, factor.validFrom),
    line('factorId', text.factorId, factor.id),
    line('factorChosenBy', text.factorChosenBy[figures.emissionFactor.chosenBy], figures.emissionFactor.chosenBy),
    '',
    line('contentHash', text.contentHash, snapshot.contentHash),
  ];
  return byteOrderMark + lines.join('\r\n') + '\r\n';
}
