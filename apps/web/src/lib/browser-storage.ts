/**
 * The browser's localStorage or sessionStorage, or none where the browser blocks it (storage turned
 * off for the site: reading the property throws).
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}
