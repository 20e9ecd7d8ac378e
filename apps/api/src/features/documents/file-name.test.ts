import { describe, expect, it } from 'vitest';
import { safePdfName } from './file-name.js';

describe('safePdfName', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\windows\\system.ini.pdf', 'system.ini.pdf'],
    ['Constancia_Situación Fiscal.PDF', 'Constancia-Situacion-Fiscal.pdf'],
    ['cif', 'cif.pdf'],
    ['...pdf', 'documento.pdf'],
    ['', 'documento.pdf'],
    ['a"b<c>.pdf', 'a-b-c.pdf'],
    [`${'x'.repeat(300)}.pdf`, `${'x'.repeat(96)}.pdf`],
  ])('%s → %s', (original, safe) => {
    expect(safePdfName(original)).toBe(safe);
  });
});
