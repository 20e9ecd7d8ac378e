import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { formatCsvFile, formatCsvLines, streamCsv } from './csv.js';

describe('formatCsvLines', () => {
  it('writes each row as a line ended by CRLF, empty cells and rows included', () => {
    expect(formatCsvLines([['key', 'Viajes', 3], [], ['share', null, 0.5, undefined]])).toBe('key,Viajes,3\r\n\r\nshare,,0.5,\r\n');
    expect(formatCsvLines([])).toBe('');
  });

  it('quotes a cell holding a comma, a quote or a line break, and a semicolon or a tab too', () => {
    expect(formatCsvLines([['Núñez, de la O', 'Sala "B"', 'dos\nlíneas', 'x;=1+2', 'Sale\t=1+2', 'sin nada']])).toBe(
      '"Núñez, de la O","Sala ""B""","dos\nlíneas","x;=1+2","Sale\t=1+2",sin nada\r\n',
    );
  });

  it('keeps a cell a spreadsheet would run as a formula as text, behind an apostrophe', () => {
    const line = formatCsvLines([['=HYPERLINK("http://x","clic")', '+1+2', '-2+3', '@SUM(A1)', '\t=1', '=1\n=2']]);
    expect(line).toBe(`"'=HYPERLINK(""http://x"",""clic"")","'+1+2","'-2+3","'@SUM(A1)","'\t=1","'=1\n=2"\r\n`);
    // Read back, no cell begins with what starts a formula.
    for (const cell of Papa.parse<string[]>(line.trimEnd()).data[0]!) expect(cell).toMatch(/^'/);
  });

  it('leaves whole signed numbers, such as a phone in E.164, and numbers as they are', () => {
    expect(formatCsvLines([['+525512345678', '-15', -0.5, 1.6, 'Ana', '2026-03-02']])).toBe('+525512345678,-15,-0.5,1.6,Ana,2026-03-02\r\n');
  });
});

describe('formatCsvFile', () => {
  it('begins with one byte-order mark', () => {
    const bytes = Buffer.from(formatCsvFile([['ID', 'Teléfono']]), 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('ID,Teléfono\r\n');
  });
});

describe('streamCsv', () => {
  async function* batches() {
    yield [{ name: 'Ana' }, { name: '=1+2' }];
    yield [];
    yield [{ name: 'Bea, Jr.' }];
  }

  it('answers the mark and the header first, then one chunk of lines per batch, the mark never again', async () => {
    const chunks: string[] = [];
    for await (const chunk of streamCsv(['Nombre'], batches(), (person) => [person.name])) chunks.push(chunk);
    expect(chunks).toEqual(['\uFEFFNombre\r\n', `Ana\r\n"'=1+2"\r\n`, '"Bea, Jr."\r\n']);
  });
});
