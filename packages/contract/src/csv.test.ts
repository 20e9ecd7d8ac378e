import { describe, expect, it } from 'vitest';
import { csvDialectOf, formatCsvFile, formatCsvLines } from './csv.js';

const comma = csvDialectOf('es');
const semicolon = csvDialectOf('de');

describe('csvDialectOf', () => {
  it('separates by semicolons where the decimal comma is written (German), by commas in Mexico’s Spanish and English', () => {
    expect(csvDialectOf('de')).toEqual({ separator: ';', decimalMark: ',' });
    expect(csvDialectOf('es')).toEqual({ separator: ',', decimalMark: '.' });
    expect(csvDialectOf('en')).toEqual({ separator: ',', decimalMark: '.' });
  });
});

describe('formatCsvLines', () => {
  it('writes each row as a line ended by CRLF, empty cells and rows included', () => {
    expect(formatCsvLines([['key', 'Viajes', 3], [], ['share', null, 0.5, undefined]], comma)).toBe('key,Viajes,3\r\n\r\nshare,,0.5,\r\n');
    expect(formatCsvLines([], comma)).toBe('');
  });

  it('writes German rows with semicolons and decimal commas, numbers unquoted so they stay numbers', () => {
    expect(formatCsvLines([['Teilnahme', 83.7, '%', 237, 283], ['Müller, Jr.', -0.5, 1234.5]], semicolon)).toBe('Teilnahme;83,7;%;237;283\r\n"Müller, Jr.";-0,5;1234,5\r\n');
  });

  it('quotes a cell holding a separator, a quote or a line break, and a semicolon or a tab too', () => {
    expect(formatCsvLines([['Núñez, de la O', 'Sala "B"', 'dos\nlíneas', 'x;=1+2', 'Sale\t=1+2', 'sin nada']], comma)).toBe(
      '"Núñez, de la O","Sala ""B""","dos\nlíneas","x;=1+2","Sale\t=1+2",sin nada\r\n',
    );
    expect(formatCsvLines([['x;y', 'a,b']], semicolon)).toBe('"x;y";"a,b"\r\n');
  });

  it('keeps a cell a spreadsheet would run as a formula as text, behind an apostrophe', () => {
    const line = formatCsvLines([['=HYPERLINK("http://x","clic")', '+1+2', '-2+3', '@SUM(A1)', '\t=1', '=1\n=2']], comma);
    expect(line).toBe(`"'=HYPERLINK(""http://x"",""clic"")","'+1+2","'-2+3","'@SUM(A1)","'\t=1","'=1\n=2"\r\n`);
  });

  it('leaves whole signed numbers, such as a phone in E.164, and numbers as they are', () => {
    expect(formatCsvLines([['+525512345678', '-15', -0.5, 1.6, 'Ana', '2026-03-02']], comma)).toBe('+525512345678,-15,-0.5,1.6,Ana,2026-03-02\r\n');
  });
});

describe('formatCsvFile', () => {
  it('begins with one byte-order mark', () => {
    expect(formatCsvFile([['ID', 'Teléfono']], comma)).toBe('\uFEFFID,Teléfono\r\n');
    expect(formatCsvFile([['ID', 'Telefon']], semicolon)).toBe('\uFEFFID;Telefon\r\n');
  });
});
