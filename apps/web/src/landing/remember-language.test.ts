import { describe, expect, it } from 'vitest';
import { persistedStateKey, rememberLanguage, withPickedLanguage } from './remember-language';

describe('withPickedLanguage', () => {
  it('starts a saved state holding only the picked language when there is none', () => {
    const state = withPickedLanguage(null, 'en');
    expect(JSON.parse(state.userConfig!)).toEqual({ language: 'en', pickedLanguage: 'en' });
    expect(JSON.parse(state._persist!)).toEqual({ version: 1, rehydrated: true });
  });

  it('changes only the language of a saved state, keeping the session and the rest of the user config', () => {
    const saved = JSON.stringify({
      session: JSON.stringify({ accessToken: 'token' }),
      userConfig: JSON.stringify({ timeZone: 'UTC-06:00', language: 'es', pickedLanguage: null, preferences: { showTutorial: false } }),
      _persist: JSON.stringify({ version: 1, rehydrated: true }),
    });
    const state = withPickedLanguage(saved, 'de');
    expect(JSON.parse(state.session!)).toEqual({ accessToken: 'token' });
    expect(JSON.parse(state.userConfig!)).toEqual({ timeZone: 'UTC-06:00', language: 'de', pickedLanguage: 'de', preferences: { showTutorial: false } });
  });

  it('replaces a saved state it cannot read', () => {
    expect(JSON.parse(withPickedLanguage('{not json', 'en').userConfig!)).toEqual({ language: 'en', pickedLanguage: 'en' });
    expect(JSON.parse(withPickedLanguage(JSON.stringify({ userConfig: '{nope' }), 'es').userConfig!)).toEqual({ language: 'es', pickedLanguage: 'es' });
  });
});

describe('rememberLanguage', () => {
  it('writes the cookie the server reads and the state the SPA starts from', () => {
    const jar = { cookie: '' };
    window.localStorage.clear();
    rememberLanguage('de', window.localStorage, jar);
    expect(jar.cookie).toBe('rumbo_language=de; Path=/; SameSite=Lax; Max-Age=31536000');
    expect(JSON.parse(JSON.parse(window.localStorage.getItem(persistedStateKey)!).userConfig)).toMatchObject({ language: 'de', pickedLanguage: 'de' });
  });

  it('still writes the cookie when storage refuses', () => {
    const jar = { cookie: '' };
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } } as unknown as Storage;
    rememberLanguage('en', refusing, jar);
    expect(jar.cookie).toMatch(/^rumbo_language=en;/);
  });
});
