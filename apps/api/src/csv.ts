import { csvByteOrderMark, formatCsvLines, type CsvDialect, type CsvRow } from '@rumbo/contract';

// Every CSV the service answers is written by the contract's CSV rules (csv.ts there: a byte-order mark,
// CRLF lines, the reader's separator and decimal mark, formulas kept as text); here, a long list
// streamed a batch at a time.

/**
 * A CSV file in chunks, for an answer streamed while it is read: the byte-order mark and the header
 * first, then the lines of each batch of items as it comes.
 */
export async function* streamCsv<T>(header: CsvRow, batches: AsyncIterable<readonly T[]>, rowOf: (item: T) => CsvRow, dialect: CsvDialect): AsyncGenerator<string> {
  yield csvByteOrderMark + formatCsvLines([header], dialect);
  for await (const batch of batches) {
    if (batch.length > 0) yield formatCsvLines(batch.map(rowOf), dialect);
  }
}
