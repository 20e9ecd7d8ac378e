import { csvDialectOf } from '@rumbo/contract';
import { describe, expect, it } from 'vitest';
import { streamCsv } from './csv.js';

describe('streamCsv', () => {
  async function* batches() {
    yield [{ name: 'Ana', km: 1.5 }, { name: '=1+2', km: 2 }];
    yield [];
    yield [{ name: 'Bea, Jr.', km: 0.25 }];
  }

  it('answers the mark and the header first, then one chunk of lines per batch, the mark never again', async () => {
    const chunks: string[] = [];
    for await (const chunk of streamCsv(['Nombre', 'km'], batches(), (person) => [person.name, person.km], csvDialectOf('es'))) chunks.push(chunk);
    expect(chunks).toEqual(['\uFEFFNombre,km\r\n', `Ana,1.5\r\n"'=1+2",2\r\n`, '"Bea, Jr.",0.25\r\n']);
  });

  it('writes a German reader’s file with semicolons and decimal commas', async () => {
    const chunks: string[] = [];
    for await (const chunk of streamCsv(['Name', 'km'], batches(), (person) => [person.name, person.km], csvDialectOf('de'))) chunks.push(chunk);
    expect(chunks.join('')).toBe(`\uFEFFName;km\r\nAna;1,5\r\n"'=1+2";2\r\n"Bea, Jr.";0,25\r\n`);
  });
});
