// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@rumbo/contract';
import { en as authEn } from '@/features/auth/locales/en';
import { de as authDe } from '@/features/auth/locales/de';
import { en as homeEn } from '@/features/home/locales/en';
import { de as homeDe } from '@/features/home/locales/de';
import { es as commonEs } from '@/lib/i18n/locales/es';
import { en as commonEn } from '@/lib/i18n/locales/en';
import { de as commonDe } from '@/lib/i18n/locales/de';
import { loadTexts, namespaces } from './text-loaders';

type Tree = { [key: string]: string | Tree };

/** Every string of a namespace, keyed by its dotted path (e.g. `login.title`). */
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

/** Strings that may (or must) read the same as the Spanish one, as `namespace:path`. */
function mayMatchSpanish(key: string, text: string): boolean {
  return key === 'common:brand.version' || key === 'auth:login.noticeTitle' || key.startsWith('common:languages.') || !/\p{L}/u.test(text);
}

/** Each namespace in each language, loaded as the app loads it. */
const texts = Object.fromEntries(
  await Promise.all(
    languages.map(async (language) => [language, Object.fromEntries(await Promise.all(namespaces.map(async (namespace) => [namespace, flatten((await loadTexts(language, namespace)) as Tree)])))] as const),
  ),
) as Record<Language, Record<string, Map<string, string>>>;

describe.each(namespaces)('the %s namespace', (namespace) => {
  const reference = texts.es[namespace]!;
  // `_many` is a plural form only Spanish has (whole millions); English and German use `_other` there.
  const referenceKeys = [...reference.keys()].filter((path) => !path.endsWith('_many'));

  it('has Spanish texts', () => {
    expect(reference.size).toBeGreaterThan(0);
  });

  describe.each(['en', 'de'] as const)('in %s', (language) => {
    const translated = texts[language][namespace]!;

    it('has exactly the keys of es', () => {
      expect([...translated.keys()].sort()).toEqual(referenceKeys.sort());
    });

    it('has no empty string', () => {
      const empty = [...translated].filter(([, text]) => text.trim() === '').map(([path]) => path);
      expect(empty).toEqual([]);
    });

    it('keeps every {{placeholder}} of the Spanish string', () => {
      for (const [path, spanish] of reference) {
        if (path.endsWith('_many')) continue;
        expect(placeholders(translated.get(path) ?? ''), `${language}: ${namespace}:${path}`).toEqual(expect.arrayContaining(placeholders(spanish)));
      }
    });

    it('is actually translated', () => {
      const checked = [...reference].filter(([path, spanish]) => !mayMatchSpanish(`${namespace}:${path}`, spanish));
      const untranslated = checked.filter(([path, spanish]) => translated.get(path) === spanish).map(([path]) => path);
      expect(untranslated.length / checked.length, `untranslated: ${untranslated.join(', ')}`).toBeLessThan(0.1);
    });
  });
});

describe('the namespaces together', () => {
  it('are many texts, most of them translated', () => {
    const checked = namespaces.flatMap((namespace) => [...texts.es[namespace]!].filter(([path, spanish]) => !mayMatchSpanish(`${namespace}:${path}`, spanish)));
    expect(checked.length).toBeGreaterThan(100);
  });

  it('keep the language names in their own language, in every language', () => {
    for (const translation of [commonEs, commonEn, commonDe]) {
      expect(translation.languages).toEqual({ es: 'Español', en: 'English', de: 'Deutsch' });
      expect(translation.brand.version).toBe(commonEs.brand.version);
    }
  });
});

describe('texts fixed by the product', () => {
  it('reads as specified in English', () => {
    expect(homeEn.home.viewPlans).toBe('View Plans');
    expect(authEn.signUp.failure).toBe('Error creating account. Please try again.');
    expect(authEn.login.noticeTitle).toBe('Login');
    expect(commonEn.brand.tagline).toBe('Get there together');
  });

  it('reads as specified in German', () => {
    expect(homeDe.home.viewPlans).toBe('Pläne ansehen');
    expect(authDe.signUp.failure).toBe('Das Konto konnte nicht erstellt werden. Bitte versuchen Sie es erneut.');
    expect(authDe.login.noticeTitle).toBe('Anmeldung');
    expect(commonDe.brand.tagline).toBe('Gemeinsam ankommen');
  });
});
