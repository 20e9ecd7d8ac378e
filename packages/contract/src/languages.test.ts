import { describe, expect, it } from 'vitest';
import { isLanguage, pickLanguage, visitorLanguage } from './languages.js';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'es'],
    [null, 'es'],
    ['', 'es'],
    ['es', 'es'],
    ['en', 'en'],
    ['de', 'de'],
    ['en-US', 'en'],
    ['EN-gb', 'en'],
    ['de-AT,de;q=0.9', 'de'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'en'],
    ['fr-FR, de;q=0.5, en;q=0.7', 'en'],
    ['en;q=0.2, de;q=0.9', 'de'],
    ['es-MX;q=0.1, de', 'de'],
    ['fr, it', 'es'],
    ['*', 'es'],
    ['en;q=abc, de;q=0.4', 'de'],
    [';;;,,,', 'es'],
  ])('picks %j as %s', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });
});

describe('isLanguage', () => {
  it('accepts exactly the product languages', () => {
    expect(['es', 'en', 'de'].every(isLanguage)).toBe(true);
    expect([undefined, null, '', 'ES', 'fr', 'es-MX', 1].some(isLanguage)).toBe(false);
  });
});

describe('visitorLanguage', () => {
  it('follows a language chosen before what the browser asks for', () => {
    expect(visitorLanguage({ chosen: 'de', acceptLanguage: 'en-US,en;q=0.9' })).toBe('de');
    expect(visitorLanguage({ chosen: 'es', acceptLanguage: 'de' })).toBe('es');
  });

  it('follows the browser when nothing valid was chosen, Spanish when it asks for none of the three', () => {
    expect(visitorLanguage({ chosen: undefined, acceptLanguage: 'de-AT,de;q=0.9' })).toBe('de');
    expect(visitorLanguage({ chosen: 'fr', acceptLanguage: 'en-GB' })).toBe('en');
    expect(visitorLanguage({ chosen: undefined, acceptLanguage: 'fr-FR' })).toBe('es');
    expect(visitorLanguage({ chosen: undefined, acceptLanguage: undefined })).toBe('es');
  });
});
