import { describe, expect, it } from 'vitest';
import { languages, type Language } from '../languages.js';
import { planNameKeys, plans } from '../plans.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { isMessageKey, messageCatalogues, messages, translateMessage } from './index.js';

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('messages', () => {
  it.each(Object.entries(messages))('%s has a text in es, en and de', (_key, texts) => {
    expect(Object.keys(texts).sort()).toEqual([...languages].sort());
    for (const language of languages) expect(texts[language].trim().length, language).toBeGreaterThan(0);
  });

  it.each(Object.entries(messages))('%s has the same placeholders in every language', (_key, texts) => {
    expect(placeholdersOf(texts.en)).toEqual(placeholdersOf(texts.es));
    expect(placeholdersOf(texts.de)).toEqual(placeholdersOf(texts.es));
  });

  it('has one module per language with exactly the keys of es', () => {
    expect(messageCatalogues).toEqual({ es, en, de });
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
    expect(Object.keys(de).sort()).toEqual(Object.keys(es).sort());
    expect(Object.keys(messages).sort()).toEqual(Object.keys(es).sort());
  });

  it('are translated, not copied: the three texts of a message differ', () => {
    const untranslated = Object.entries(messages as Record<string, Record<Language, string>>).filter(([, texts]) => texts.es === texts.en || texts.en === texts.de);
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});

describe('translateMessage', () => {
  it('translates a key into each language', () => {
    expect(translateMessage('invalidCredentials', 'es')).toBe('Credenciales inválidas');
    expect(translateMessage('invalidCredentials', 'en')).toBe('Invalid credentials');
    expect(translateMessage('invalidCredentials', 'de')).toBe('Ungültige Anmeldedaten');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translateMessage('tooManyLoginAttempts', 'es', { minutes: 15 })).toBe('Demasiados intentos fallidos. Espera 15 minutos e inténtalo nuevamente.');
    expect(translateMessage('tooManyLoginAttempts', 'en')).toBe('Too many failed attempts. Wait {minutes} minutes and try again.');
  });

  it('reads a { key } param as a message in the same language', () => {
    const basic = { plan: { key: planNameKeys.basic }, limit: 50 };
    expect(translateMessage('planLimitReached', 'es', basic)).toBe('Tu Plan Básico permite hasta 50 empleados. Cambia de plan para sumar más.');
    expect(translateMessage('planLimitReached', 'en', basic)).toBe('Your Basic plan allows up to 50 employees. Change your plan to add more.');
    expect(translateMessage('planLimitReached', 'de', basic)).toBe('Ihr Basis-Tarif erlaubt bis zu 50 Personen. Wechseln Sie den Tarif, um weitere hinzuzufügen.');
    expect(translateMessage('planLimitReached', 'en', { plan: { key: planNameKeys.pro }, limit: 200 })).toBe('Your Pro plan allows up to 200 employees. Change your plan to add more.');
  });

  it('names every plan in every language', () => {
    for (const plan of plans) {
      const names = languages.map((language) => translateMessage(planNameKeys[plan], language));
      expect(new Set(names).size, plan).toBe(languages.length);
    }
    expect(translateMessage(planNameKeys.basic, 'es')).toBe('Plan Básico');
  });

  it('answers an unknown key unchanged', () => {
    expect(isMessageKey('noSuchKey')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
    expect(translateMessage('noSuchKey', 'de')).toBe('noSuchKey');
  });
});
