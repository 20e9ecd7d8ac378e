// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readInline, readLegalText } from './legal-text';

describe('readLegalText', () => {
  it('reads one paragraph per line and groups consecutive "- " lines into one list', () => {
    expect(readLegalText('Uno.\n- a\n- b\nDos.\n- c')).toEqual([
      { kind: 'paragraph', content: [{ mark: null, text: 'Uno.' }] },
      { kind: 'list', items: [[{ mark: null, text: 'a' }], [{ mark: null, text: 'b' }]] },
      { kind: 'paragraph', content: [{ mark: null, text: 'Dos.' }] },
      { kind: 'list', items: [[{ mark: null, text: 'c' }]] },
    ]);
  });

  it('skips empty lines', () => {
    expect(readLegalText('\nUno.\n\n')).toEqual([{ kind: 'paragraph', content: [{ mark: null, text: 'Uno.' }] }]);
  });
});

describe('readInline', () => {
  it('marks bold text and links, in order', () => {
    expect(readInline('<b>Acceso</b>: ver el <privacy>Aviso</privacy> o escribir a <mail>legal@rumbo.mx</mail>.')).toEqual([
      { mark: 'b', text: 'Acceso' },
      { mark: null, text: ': ver el ' },
      { mark: 'privacy', text: 'Aviso' },
      { mark: null, text: ' o escribir a ' },
      { mark: 'mail', text: 'legal@rumbo.mx' },
      { mark: null, text: '.' },
    ]);
  });

  it('keeps unknown or unclosed tags as text', () => {
    expect(readInline('a <i>b</i> <b>c')).toEqual([{ mark: null, text: 'a <i>b</i> <b>c' }]);
  });
});
