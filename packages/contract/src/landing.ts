import type { Language } from './languages.js';

/** Where each language's landing page lives: Spanish, the default, at the site root. */
export const landingPaths: Record<Language, string> = { es: '/', en: '/en', de: '/de' };

/** Where each language's page of frequently asked questions lives, beside its landing. */
export const faqPaths: Record<Language, string> = { es: '/faq', en: '/en/faq', de: '/de/faq' };

/** The cookie the visitor's language is kept in, so the server answers `/` in it. */
export const languageCookieName = 'rumbo_language';

/** The `document.cookie` assignment that keeps `language` for a year, for every page of the site. */
export function languageCookie(language: Language): string {
  return `${languageCookieName}=${language}; Path=/; SameSite=Lax; Max-Age=31536000`;
}

/**
 * Stands for the service's public address in the built landing pages: canonical and hreflang links
 * must be absolute, and only the server knows PUBLIC_URL, so it puts it in this one's place.
 */
export const landingOriginPlaceholder = 'https://rumbo-origin.invalid';


/**
 * Stands for the explainer video's address in the built landing pages: the build names the one in
 * the landing's content (dist/landing/settings.json), and LANDING_VIDEO_URL may replace it at start.
 */
export const landingVideoPlaceholder = 'https://rumbo-video.invalid/explainer.mp4';
