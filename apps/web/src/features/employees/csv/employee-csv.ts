import Papa from 'papaparse';
import { csvDialectOf, employeeCsvColumns, formatCsvFile, type ImportRow } from '@rumbo/contract';

type Column = (typeof employeeCsvColumns)[number];

function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** Headers people write for each column, in the three languages and as the export names them. */
const headerAliases: Record<Column, string[]> = {
  firstNames: ['firstnames', 'nombres', 'nombre', 'firstname', 'vorname', 'vornamen'],
  lastNames: ['lastnames', 'apellidos', 'apellido', 'lastname', 'nachname', 'nachnamen'],
  email: ['email', 'correo', 'correoelectronico', 'mail', 'emailadresse'],
  phone: ['phone', 'telefono', 'celular', 'telefon', 'telefonnummer'],
  address: ['address', 'direccion', 'domicilio', 'adresse'],
};

function columnOf(header: string): Column | undefined {
  const normalized = normalizeHeader(header);
  return employeeCsvColumns.find((column) => headerAliases[column].includes(normalized));
}

/** The separators a CSV may use: a comma, the semicolon Excel writes in es-ES and de-DE, a tab. */
export const csvDelimiters = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof csvDelimiters)[number];

/** The rows to import, each with its spreadsheet row (the header is row 1), and the columns not found. */
export type ParsedCsv = { rows: (ImportRow & { line: number })[]; missingColumns: Column[]; delimiter: CsvDelimiter };

/** The separator under which the header row names the most columns (a comma when none names any). */
function delimiterOf(text: string): CsvDelimiter {
  let best: { delimiter: CsvDelimiter; found: number } = { delimiter: ',', found: 0 };
  for (const delimiter of csvDelimiters) {
    const header = Papa.parse<string[]>(text, { delimiter, preview: 1 }).data[0] ?? [];
    const found = new Set(header.map(columnOf).filter(Boolean)).size;
    if (found > best.found) best = { delimiter, found };
  }
  return best.delimiter;
}

/**
 * Reads a CSV file with a header row into import rows; unknown columns and blank rows are skipped,
 * and each row keeps the number a spreadsheet shows for it.
 */
export function parseEmployeeCsv(text: string): ParsedCsv {
  const content = text.replace(/^\uFEFF/, '');
  const delimiter = delimiterOf(content);
  const parsed = Papa.parse<Record<string, string>>(content, { header: true, delimiter, skipEmptyLines: false });
  const fields = parsed.meta.fields ?? [];
  const mapping = new Map(fields.map((field) => [field, columnOf(field)]));
  const present = new Set([...mapping.values()].filter(Boolean));
  const rows: ParsedCsv['rows'] = [];
  parsed.data.forEach((record, index) => {
    if (Object.values(record).every((value) => (value ?? '').trim() === '')) return;
    const row: ParsedCsv['rows'][number] = { line: index + 2 };
    for (const [field, column] of mapping) if (column) row[column] = (record[field] ?? '').trim();
    rows.push(row);
  });
  return { rows, missingColumns: employeeCsvColumns.filter((column) => !present.has(column)), delimiter };
}

/** The template: a header row in the UI language and one example row, written as every CSV of Rumbo is (its separator the language's spreadsheets'). */
export function employeeCsvTemplate(headers: Record<Column, string>, language: string): string {
  const example = ['María José', 'García López', 'maria.garcia@empresa.mx', '55 1234 5678', 'Av. Reforma 222, Juárez, CDMX'];
  return formatCsvFile([employeeCsvColumns.map((column) => headers[column]), example], csvDialectOf(language));
}

/**
 * Offers CSV text as a file download, in UTF-8 with a byte order mark: without the mark Excel reads
 * the file as its local code page and shows "TelÃ©fono" (fetch's text() drops the mark the export
 * is served with, so it is put back here).
 */
export function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text.replace(/^\uFEFF/, '')}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
