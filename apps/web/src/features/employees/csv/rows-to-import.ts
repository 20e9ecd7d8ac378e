import type { ImportResult } from '@rumbo/contract';

/**
 * The rows an import saves: those the check found no problem in, in the file's order, and when the
 * plan has room for fewer, only the first that fit; the rest are left out. The server refuses an
 * import over the plan whole, so the page never sends more than fit.
 */
export function selectRowsToImport<Row extends { line: number }>(rows: Row[], checked: Pick<ImportResult, 'rows' | 'seatsAvailable'>): { toImport: Row[]; leftOut: Row[] } {
  const invalid = new Set(checked.rows.map((row) => row.line));
  const valid = rows.filter((row) => !invalid.has(row.line));
  const room = checked.seatsAvailable ?? valid.length;
  return { toImport: valid.slice(0, room), leftOut: valid.slice(room) };
}
