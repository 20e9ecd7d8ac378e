import { describe, expect, it } from 'vitest';
import { splitFullName } from './employees.js';

describe('splitFullName', () => {
  it.each([
    ['Ana López Pérez', 'Ana', 'López Pérez'],
    ['Ana', 'Ana', ''],
    ['  Ana   María   López  ', 'Ana', 'María López'],
    ['José\tLuis\nRamírez', 'José', 'Luis Ramírez'],
    ['', '', ''],
    ['   ', '', ''],
  ])('splits %j at its first space', (name, firstNames, lastNames) => {
    expect(splitFullName(name)).toEqual({ firstNames, lastNames });
  });
});
