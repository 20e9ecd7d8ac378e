import { dateTimeFormat, intlLocale } from '@rumbo/contract';

/** A local day (YYYY-MM-DD) as the language writes a short date: 02/03 in Spanish, 3/2 in English. */
export function formatDay(day: string, language: string, withYear = false): string {
  return dateTimeFormat(intlLocale(language), {
    day: '2-digit',
    month: '2-digit',
    ...(withYear && { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A country's name in the language (México, Mexico, Mexiko), or its code when the browser has no name for it. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([intlLocale(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
