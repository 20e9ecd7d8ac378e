import { csvDialectOf, describeEmissionFactor, formatCsvFile, localDateTimeOf, type CsvRow, type Language, type ReportSnapshot } from '@rumbo/contract';
import { listFigureRows, snapshotTexts } from './report-snapshot-texts.js';

// An issued report as CSV for a spreadsheet, written as every CSV is (a byte-order mark, formulas kept
// as text) with the separator and decimal mark of the report's language: semicolons and 83,7 in German,
// commas and 83.7 in Spanish (Mexico) and English. Blocks separated by an empty line, each with its own
// header in the company's language: the report, its figures (a stable key, then the label), its days,
// its emission factor and hash. A share is the percentage the page and the PDF show, with its counts.

export function renderReportSnapshotCsv(snapshot: ReportSnapshot, companyName: string, language: Language): string {
  const text = snapshotTexts[language];
  const { figures } = snapshot;
  const { factor } = figures.emissionFactor;
  const described = describeEmissionFactor(factor, language);
  const issued = localDateTimeOf(snapshot.issuedAt, figures.timeZone);
  const rows: CsvRow[] = [
    [text.key, text.title, text.value],
    ['kind', text.kinds[snapshot.kind], snapshot.kind],
    ['company', text.company, companyName],
    ['from', text.from, snapshot.from],
    ['to', text.to, snapshot.to],
    ['timeZone', text.timeZone, figures.timeZone],
    ['issuedAt', text.issuedAtLocal, `${issued.day} ${issued.time.slice(0, 5)}`],
    [],
    [text.key, text.figure, text.value, text.unit, text.numerator, text.denominator],
    ...listFigureRows(figures).map((row) => [row.key, text.figures[row.key], row.value, text.units[row.unit], row.share?.numerator, row.share?.denominator]),
    [],
    [text.day, text.dayTrips, text.dayParticipants, text.dayCo2Avoided],
    ...figures.days.map((day) => [day.day, day.trips, day.participants, day.co2AvoidedKg]),
    [],
    [text.key, text.factor, text.value],
    ['factorValue', text.factorValue, factor.value],
    ['factorUnit', text.unit, described.unit],
    ['factorRegion', text.factorRegion, factor.region],
    ['factorSource', text.factorSource, factor.isComputed ? `${described.source} (${text.factorComputed})` : described.source],
    ...(described.caveat ? [['factorCaveat', text.factorCaveat, described.caveat]] : []),
    ['factorYear', text.factorYear, factor.year ?? text.yearNotStated],
    ['factorValidFrom', text.factorValidFrom, factor.validFrom],
    ['factorId', text.factorId, factor.id],
    ['factorChosenBy', text.factorChosenBy[figures.emissionFactor.chosenBy], figures.emissionFactor.chosenBy],
    [],
    ['contentHash', text.contentHash, snapshot.contentHash],
  ];
  return formatCsvFile(rows, csvDialectOf(language));
}
