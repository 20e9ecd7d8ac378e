import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { formatContentDisposition } from './content-disposition.js';

describe('formatContentDisposition', () => {
  it('names a plain file as it is', () => {
    expect(formatContentDisposition('recibo-R-000042.pdf')).toBe('attachment; filename=recibo-R-000042.pdf');
    expect(formatContentDisposition('logo.webp', 'inline')).toBe('inline; filename=logo.webp');
    expect(formatContentDisposition('reporte 2026-03.csv')).toBe('attachment; filename="reporte 2026-03.csv"');
  });

  it('gives a non-ASCII name in filename* (UTF-8) with an unaccented ASCII fallback', () => {
    const header = formatContentDisposition('Logística Peñón.pdf');
    expect(header).toBe(`attachment; filename="Logistica Penon.pdf"; filename*=UTF-8''Log%C3%ADstica%20Pe%C3%B1%C3%B3n.pdf`);
    // What a browser that reads filename* saves the file as.
    expect(parse(header).parameters.filename).toBe('Logística Peñón.pdf');
    expect(parse(header, { extended: false }).parameters.filename).toBe('Logistica Penon.pdf');
    expect(formatContentDisposition('Überblick Ökobilanz.pdf')).toMatch(/^attachment; filename="Uberblick Okobilanz\.pdf"; filename\*=UTF-8''/);
  });

  it('keeps a quote, a backslash or a line break in a name from breaking the header', () => {
    for (const name of ['Informe "final".pdf', 'a\\b.pdf', 'a"; filename="evil.exe', 'x\r\nSet-Cookie: a=b.pdf', '100%25.pdf']) {
      const header = formatContentDisposition(name);
      expect(header).not.toMatch(/[\r\n]/);
      expect(parse(header).type).toBe('attachment');
      expect(parse(header).parameters.filename).toBe(name);
      // The plain-name fallback is one quoted string or token, with nothing a browser could misread.
      expect(parse(header, { extended: false }).parameters.filename).toMatch(/^[\x20-\x7e]+$/);
      expect(parse(header, { extended: false }).parameters.filename).not.toMatch(/["\\%]/);
    }
  });
});
