// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeCsvBytes } from './csv-encoding';

const utf8 = (text: string) => new TextEncoder().encode(text);
/** Text as Windows-1252 bytes (every character used here is in that code page). */
function windows1252(text: string): Uint8Array {
  const high: Record<string, number> = { '€': 0x80, '“': 0x93, '”': 0x94, '–': 0x96 };
  return Uint8Array.from([...text], (character) => high[character] ?? character.charCodeAt(0));
}

describe('telling the encoding of a CSV file from its bytes', () => {
  it('reads UTF-8 without a byte order mark', () => {
    expect(decodeCsvBytes(utf8('Nombres;Apellidos\nJosé;Peña\n'))).toEqual({ text: 'Nombres;Apellidos\nJosé;Peña\n', encoding: 'utf-8' });
  });

  it('reads UTF-8 with a byte order mark, and drops the mark', () => {
    expect(decodeCsvBytes(utf8('\uFEFFTeléfono,Dirección\n'))).toEqual({ text: 'Teléfono,Dirección\n', encoding: 'utf-8' });
  });

  it('reads what Excel saves as "CSV (delimitado por comas)" as Windows-1252', () => {
    const text = 'Nombres;Apellidos;Teléfono;Dirección\nJosé;Peña Ñúñez;55;Calle “Niño” 5 – 20 €\n';
    const bytes = windows1252(text);
    expect(bytes.length).toBe(text.length); // one byte a character: not UTF-8
    expect(decodeCsvBytes(bytes)).toEqual({ text, encoding: 'windows-1252' });
  });

  it('calls a file of plain ASCII UTF-8, as both read it alike', () => {
    expect(decodeCsvBytes(utf8('Nombres,Apellidos\nAna,Ruiz\n')).encoding).toBe('utf-8');
  });
});
