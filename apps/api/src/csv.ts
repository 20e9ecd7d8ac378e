import Papa from 'papaparse';

// Every CSV the service answers, written by papaparse's unparse with the same rules: UTF-8 with a
// byte-order mark (Excel then reads it as UTF-8: "Teléfono", not "TelÃ©fono"), comma-separated, each
// line ended by CRLF (RFC 4180), and a cell a spreadsheet would run as a formula kept as text.

export type CsvCell = string | number | null | undefined;
export type CsvRow = readonly CsvCell[];

const byteOrderMark = '\uFEFF';
const newline = '\r\n';

const options: Papa.UnparseConfig = {
  newline,
  // A cell beginning with =, +, -, @, a tab or a carriage return is written after an apostrophe, so a
  // spreadsheet shows it instead of running it; a whole signed number (a phone: +525512345678) stays
  // as it is, since a spreadsheet reads it as the number it is.
  escapeFormulae: /^(?![+-]?\d+$)[=+\-@\t\r]/,
  // Quoted besides what CSV itself needs (a comma, a quote, a line break): a semicolon and a tab, the
  // separators Excel reads in es-ES and de-DE, so no part of a cell starts a cell of its own there.
  quotes: (value: unknown) => typeof value === 'string' && /[;\t]/.test(value),
};

/** Rows as CSV lines, each ended by CRLF (an empty row is an empty line); nothing for no rows. */
export function formatCsvLines(rows: readonly CsvRow[]): string {
  return rows.length === 0 ? '' : Papa.unparse(rows as CsvCell[][], options) + newline;
}

/** A whole CSV file in one string: the byte-order mark, then the rows. */
export function formatCsvFile(rows: readonly CsvRow[]): string {
  return byteOrderMark + formatCsvLines(rows);
}

/**
 * A CSV file in chunks, for an answer streamed while it is read: the byte-order mark and the header
 * first, then the lines of each batch of items as it comes.
 */
export async function* streamCsv<T>(header: CsvRow, batches: AsyncIterable<readonly T[]>, rowOf: (item: T) => CsvRow): AsyncGenerator<string> {
  yield byteOrderMark + formatCsvLines([header]);
  for await (const batch of batches) {
    if (batch.length > 0) yield formatCsvLines(batch.map(rowOf));
  }
}
