export const languages = ['es', 'en', 'de'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'es';

/** The language a company's stored choice (its profile's `language`) stands for. */
export const languageOfCompany = { spanish: 'es', english: 'en', deutsch: 'de' } as const satisfies Record<string, Language>;

/** Whether a value (a cookie, a link's data attribute) names a language of the product. */
export function isLanguage(value: unknown): value is Language {
  return (languages as readonly unknown[]).includes(value);
}

/** Picks the best supported language from an Accept-Language header (es when none matches). */
export function pickLanguage(acceptLanguage: string | undefined | null): Language {
  if (!acceptLanguage) return defaultLanguage;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { base: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const { base } of ranked) {
    if ((languages as readonly string[]).includes(base)) return base as Language;
  }
  return defaultLanguage;
}

/**
 * The language a visitor's page is served in: the one they chose (the language cookie the landing's
 * links and the app's picker keep), else the best of what their browser asks for, else Spanish.
 */
export function visitorLanguage({ chosen, acceptLanguage }: { chosen: unknown; acceptLanguage: string | undefined | null }): Language {
  return isLanguage(chosen) ? chosen : pickLanguage(acceptLanguage);
}
