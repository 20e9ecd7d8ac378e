import { intlLocale, numberFormat } from './formatting.js';

// Every CSV Rumbo writes, on the server (exports, reports) and in the browser (the import template), by
// one set of rules: UTF-8 with a byte-order mark (Excel then reads "Teléfono", not "TelÃ©fono"), lines
// ended by CRLF (RFC 4180), and the separator and decimal mark the reader's spreadsheet expects, so the
// file opens in columns and its numbers stay numbers: where the decimal comma is written (German),
// Excel splits on semicolons; in Mexico's Spanish and in English, on commas.

export type CsvCell = string | number | null | undefined;
export type CsvRow = readonly CsvCell[];
export type CsvDialect = { separator: ',' | ';'; decimalMark: '.' | ',' };

export const csvByteOrderMark = '\uFEFF';
const newline = '\r\n';

/** The separator and decimal mark of a language's spreadsheets: 1,5 and semicolons where the decimal comma is used. */
export function csvDialectOf(language: string): CsvDialect {
  const decimalMark = numberFormat(intlLocale(language)).format(1.5).includes(',') ? ',' : '.';
  return decimalMark === ',' ? { separator: ';', decimalMark } : { separator: ',', decimalMark };
}

// A cell beginning with =, +, -, @, a tab or a carriage return would run as a formula: it is written
// after an apostrophe, so a spreadsheet shows it instead; a whole signed number (a phone:
// +525512345678) stays as it is, since a spreadsheet reads it as the number it is.
const formulaStart = /^(?![+-]?\d+$)[=+\-@\t\r]/;
// Quoted besides what CSV itself needs (the separator, a quote, a line break): either separator and a
// tab, so no part of a cell starts a cell of its own in a spreadsheet set up for another one.
const needsQuotes = /[",;\t\r\n]|^\s|\s$/;

function formatCell(cell: CsvCell, dialect: CsvDialect): string {
  if (cell === null || cell === undefined) return '';
  // A number is written plain, in the dialect's decimal mark and without grouping, so it stays a number.
  if (typeof cell === 'number') return dialect.decimalMark === ',' ? String(cell).replace('.', ',') : String(cell);
  const text = formulaStart.test(cell) ? `'${cell}` : cell;
  return text !== cell || needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV lines, each ended by CRLF (an empty row is an empty line); nothing for no rows. */
export function formatCsvLines(rows: readonly CsvRow[], dialect: CsvDialect): string {
  return rows.map((row) => row.map((cell) => formatCell(cell, dialect)).join(dialect.separator) + newline).join('');
}

/** A whole CSV file in one string: the byte-order mark, then the rows. */
export function formatCsvFile(rows: readonly CsvRow[], dialect: CsvDialect): string {
  return csvByteOrderMark + formatCsvLines(rows, dialect);
}
