// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { selectRowsToImport } from './rows-to-import';

const rows = [2, 3, 4, 6, 7, 8].map((line) => ({ line }));
const lines = (selected: { line: number }[]) => selected.map((row) => row.line);

describe('which rows an import saves', () => {
  it('every valid row when the plan has room, or no limit', () => {
    for (const seatsAvailable of [null, 5, 40]) {
      const { toImport, leftOut } = selectRowsToImport(rows, { rows: [{ line: 4, errors: [] }], seatsAvailable });
      expect([lines(toImport), lines(leftOut)]).toEqual([[2, 3, 6, 7, 8], []]);
    }
  });

  it('the first valid rows that fit the plan, skipping the rows with problems; the others are left out', () => {
    const { toImport, leftOut } = selectRowsToImport(rows, { rows: [{ line: 3, errors: [] }], seatsAvailable: 3 });
    expect(lines(toImport)).toEqual([2, 4, 6]);
    expect(lines(leftOut)).toEqual([7, 8]);
  });

  it('none when the plan is full', () => {
    const { toImport, leftOut } = selectRowsToImport(rows, { rows: [], seatsAvailable: 0 });
    expect(toImport).toEqual([]);
    expect(lines(leftOut)).toEqual([2, 3, 4, 6, 7, 8]);
  });
});
