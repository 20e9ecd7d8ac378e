import { namedZoneFor, type Language } from '@rumbo/contract';

const locales: Record<Language, string> = { es: 'es-MX', en: 'en-US', de: 'de-DE' };

/** The Intl locale of a UI language: Spanish as written in Mexico. */
export function intlLocale(language: string): string {
  return locales[language as Language] ?? locales.es;
}

/** A count with the language's digit grouping (100,000 in Spanish and English, 100.000 in German). */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}

/** dd/mm/yyyy in the named zone of a product time-zone entry (UTC-06:00 -> America/Mexico_City). */
export function formatDate(date: Date | string | number, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(locales[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: namedZoneFor(timeZone),
  }).format(new Date(date));
}

/** dd/mm/yyyy - hh:mm a.m./p.m., as product.md shows payment times. */
export function formatDateTime(date: Date | string | number, language: Language, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    timeZone: namedZoneFor(timeZone),
  }).formatToParts(new Date(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const period = part('dayPeriod').toLowerCase() === 'am' ? 'a.m.' : 'p.m.';
  void language;
  return `${part('day')}/${part('month')}/${part('year')} - ${part('hour')}:${part('minute')} ${period}`;
}

/** Cents to money with two decimals (MXN by default). */
export function formatMoney(cents: number, language: Language, currency = 'MXN'): string {
  return new Intl.NumberFormat(locales[language], { style: 'currency', currency, minimumFractionDigits: 2 }).format(cents / 100);
}
