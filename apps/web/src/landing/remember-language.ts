import { languageCookie, type Language } from '@rumbo/contract';

/** The landing's links into the app: following one keeps the page's language (client.ts). */
export const appLinks = 'a[href^="/login"], a[href^="/sign-up"], a[href="/terms"], a[href="/privacy"]';

/** The key of the SPA's saved state (src/app/saved-state.ts). */
export const persistedStateKey = 'persist:rumbo';

/**
 * Keeps a language picked on the landing for the next visit: a cookie for the server, and the SPA's
 * saved user config as a choice made before login (`pickedLanguage`), which the SPA applies at start
 * and saves to the account at the next login. Other saved state is left as it was.
 */
export function rememberLanguage(language: Language, storage: Storage, cookieJar: { cookie: string }) {
  cookieJar.cookie = languageCookie(language);
  try {
    storage.setItem(persistedStateKey, JSON.stringify(withPickedLanguage(storage.getItem(persistedStateKey), language)));
  } catch {
    // Storage may be blocked or full: the cookie alone still serves the page in that language.
  }
}

/** The SPA's saved state (each slice a JSON string, as the SPA writes it) with the language picked. */
export function withPickedLanguage(saved: string | null, language: Language): Record<string, string> {
  let state: Record<string, string> = {};
  try {
    const parsed: unknown = saved ? JSON.parse(saved) : null;
    if (parsed && typeof parsed === 'object') state = parsed as Record<string, string>;
  } catch {
    // A state that cannot be read is replaced, as the SPA itself would start afresh.
  }
  let userConfig: Record<string, unknown> = {};
  try {
    const parsed: unknown = state.userConfig ? JSON.parse(state.userConfig) : null;
    if (parsed && typeof parsed === 'object') userConfig = parsed as Record<string, unknown>;
  } catch {
    // As above: only the language is written then, the SPA fills in the rest.
  }
  return {
    ...state,
    userConfig: JSON.stringify({ ...userConfig, language, pickedLanguage: language }),
    _persist: state._persist ?? JSON.stringify({ version: 1, rehydrated: true }),
  };
}

