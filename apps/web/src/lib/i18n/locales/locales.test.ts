import { describe, expect, it } from 'vitest';
import { es } from './es';
import { en } from './en';
import { de } from './de';

type Tree = { [key: string]: string | Tree };

/** Every string in a locale, keyed by its dotted path (e.g. `login.title`). */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]!).sort();
}

/** Strings that may (or must) read the same as the Spanish one. */
function mayMatchSpanish(path: string, text: string): boolean {
  return path === 'brand.version' || path === 'login.noticeTitle' || path.startsWith('languages.') || !/\p{L}/u.test(text);
}

const reference = flatten(es);
// `_many` is a plural form only Spanish has (whole millions); English and German use `_other` there.
const referenceKeys = [...reference.keys()].filter((path) => !path.endsWith('_many'));
const translations = { en: flatten(en), de: flatten(de) };

describe.each(Object.entries(translations))('the %s locale', (language, texts) => {
  it('has exactly the keys of es', () => {
    expect([...texts.keys()].sort()).toEqual(referenceKeys.sort());
  });

  it('has no empty string', () => {
    const empty = [...texts].filter(([, text]) => text.trim() === '').map(([path]) => path);
    expect(empty).toEqual([]);
  });

  it('keeps every {{placeholder}} of the Spanish string', () => {
    for (const [path, spanish] of reference) {
      if (path.endsWith('_many')) continue;
      expect(placeholders(texts.get(path) ?? ''), `${language}: ${path}`).toEqual(expect.arrayContaining(placeholders(spanish)));
    }
  });

  it('is actually translated', () => {
    const checked = [...reference].filter(([path, spanish]) => !mayMatchSpanish(path, spanish));
    const untranslated = checked.filter(([path, spanish]) => texts.get(path) === spanish).map(([path]) => path);
    expect(checked.length).toBeGreaterThan(100);
    expect(untranslated.length / checked.length, `untranslated: ${untranslated.join(', ')}`).toBeLessThan(0.1);
  });

  it('keeps the language names in their own language', () => {
    expect(texts.get('languages.es')).toBe('Español');
    expect(texts.get('languages.en')).toBe('English');
    expect(texts.get('languages.de')).toBe('Deutsch');
    expect(texts.get('brand.version')).toBe(es.brand.version);
  });
});

describe('texts fixed by the product spec', () => {
  it('reads as specified in English', () => {
    expect(en.home.viewPlans).toBe('View Plans');
    expect(en.signUp.failure).toBe('Error creating account. Please try again.');
    expect(en.login.noticeTitle).toBe('Login');
    expect(en.brand.tagline).toBe('Get there together');
  });

  it('reads as specified in German', () => {
    expect(de.home.viewPlans).toBe('Pläne ansehen');
    expect(de.signUp.failure).toBe('Das Konto konnte nicht erstellt werden. Bitte versuchen Sie es erneut.');
    expect(de.login.noticeTitle).toBe('Anmeldung');
    expect(de.brand.tagline).toBe('Gemeinsam ankommen');
  });
});
