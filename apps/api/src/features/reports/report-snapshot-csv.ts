import type { Language, ReportSnapshot } from '@rumbo/contract';
import { formatCsvFile, type CsvRow } from '../../csv.js';
import { listFigureRows, snapshotTexts } from './report-snapshot-texts.js';

// An issued report as CSV for a spreadsheet (written as every export is: a byte-order mark, commas,
// formulas kept as text), numbers with a decimal point as the report holds them. Blocks separated by
// an empty line, each with its own header: the report, its figures (a stable key, then the label in
// the company's language), its days, its emission factor and hash.

export function renderReportSnapshotCsv(snapshot: ReportSnapshot, companyName: string, language: Language): string {
  const text = snapshotTexts[language];
  const { figures } = snapshot;
  const { factor } = figures.emissionFactor;
  const rows: CsvRow[] = [
    ['key', text.title, text.value],
    ['kind', text.kinds[snapshot.kind], snapshot.kind],
    ['company', text.company, companyName],
    ['from', text.period, snapshot.from],
    ['to', text.period, snapshot.to],
    ['timeZone', text.timeZone, figures.timeZone],
    ['issuedAt', text.issuedAt, snapshot.issuedAt],
    [],
    ['figure', text.figure, text.value, text.unit, text.numerator, text.denominator],
    ...listFigureRows(figures).map((row) => [
      row.key,
      text.figures[row.key],
      row.value,
      row.unit === 'share' ? text.shareUnitCsv : text.units[row.unit],
      row.share?.numerator,
      row.share?.denominator,
    ]),
    [],
    ['day', text.dayTrips, text.dayParticipants, text.dayCo2Avoided],
    ...figures.days.map((day) => [day.day, day.trips, day.participants, day.co2AvoidedKg]),
    [],
    ['key', text.factor, text.value],
    ['factorValue', text.factorValue, factor.value],
    ['factorUnit', text.unit, factor.unit],
    ['factorRegion', text.factorRegion, factor.region],
    ['factorSource', text.factorSource, factor.source],
    ['factorYear', text.factorYear, factor.year],
    ['factorValidFrom', text.factorValidFrom, factor.validFrom],
    ['factorId', text.factorId, factor.id],
    ['factorChosenBy', text.factorChosenBy[figures.emissionFactor.chosenBy], figures.emissionFactor.chosenBy],
    [],
    ['contentHash', text.contentHash, snapshot.contentHash],
  ];
  return formatCsvFile(rows);
}
