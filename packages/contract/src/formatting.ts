import type { Language } from './languages.js';

// Numbers, money and times as people read them, shared by the web app and what the API writes (mails,
// receipts). Phone numbers are phone.ts's: libphonenumber's metadata stays out of every first page.

const locales: Record<Language, string> = { es: 'es-MX', en: 'en-US', de: 'de-DE' };

/** The Intl locale of a UI language: Spanish as written in Mexico. */
export function intlLocale(language: string): string {
  return locales[language as Language] ?? locales.es;
}

// Formats kept once built: building an Intl format costs far more than using one (a page of figures
// and dates built dozens, most of a first render's formatting time), and a format never changes.
const kept = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();
function keptFormat<Format extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(kind: string, locale: string, options: object, build: () => Format): Format {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = kept.get(key) as Format | undefined;
  if (!format) kept.set(key, (format = build()));
  return format;
}

/** Intl.NumberFormat for an Intl locale (es-MX) and these options, built once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return keptFormat('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

/** Intl.DateTimeFormat for an Intl locale (es-MX, or a UI language) and these options, built once. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return keptFormat('dateTime', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** Names joined as the language joins them ("Ana, Luis y Paola", "Ana e Isabel"), the format built once. */
export function formatList(items: readonly string[], language: string): string {
  return keptFormat('list', intlLocale(language), {}, () => new Intl.ListFormat(intlLocale(language), { type: 'conjunction' })).format(items);
}

// The digit group separator of each language's locale: es-MX and en-US write 1,234; de-DE 1.234.
const groupSeparators: Record<Language, string> = { es: ',', en: ',', de: '.' };

/**
 * A count with the language's digit grouping (100,000 in Spanish and English, 100.000 in German).
 * A whole number is grouped here, as Intl would write it: the first Intl format a page builds costs
 * a phone's browser over 100 ms (it loads the locale's data), and a page of counts needs no more.
 */
export function formatNumber(value: number, language: string): string {
  if (!Number.isSafeInteger(value)) return numberFormat(intlLocale(language)).format(value);
  const digits = String(Math.abs(value));
  const separator = groupSeparators[language as Language] ?? groupSeparators.es;
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let index = grouped.length; index < digits.length; index += 3) grouped += separator + digits.slice(index, index + 3);
  return value < 0 ? `-${grouped}` : grouped;
}

/** A measure with at most `digits` decimals (km, kg): 1,234.5 in Spanish and English, 1.234,5 in German. */
export function formatDecimal(value: number, language: string, digits = 1): string {
  return numberFormat(intlLocale(language), { maximumFractionDigits: digits }).format(value);
}

/**
 * A share as a percentage with one decimal, worked out from its counts and rounded once, half up:
 * 237 of 283 is 83.7 (never 83.8 from a ratio already rounded to 0.8375); null when nothing was
 * counted (of 0). The page, the PDF and the CSV all print this number, so they never disagree.
 */
export function sharePercent(count: number, of: number): number | null {
  if (of === 0) return null;
  // Tenths of a percent in one division: an exact half (1 of 16: 62.5) stays exact in a double.
  return Math.round((count * 1000) / of) / 10;
}

/** A share from its counts as the reader writes it, always one decimal (83.7% in Spanish, 1,0 % in German); a dash when nothing was counted. */
export function formatShare(count: number, of: number, language: string): string {
  const percent = sharePercent(count, of);
  if (percent === null) return '–';
  return numberFormat(intlLocale(language), { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(percent / 100);
}

/** Cents to money with two decimals (MXN by default). */
export function formatMoney(cents: number, language: Language, currency = 'MXN'): string {
  return numberFormat(intlLocale(language), { style: 'currency', currency, minimumFractionDigits: 2 }).format(cents / 100);
}

/**
 * The calendar day (YYYY-MM-DD) and the wall-clock time (HH:mm:ss, 00 to 23 hours) an instant has in a
 * named zone: what a clock on the wall there shows, summer time included.
 */
export function localDateTimeOf(instant: Date | string | number, zone: string): { day: string; time: string } {
  // The demo seed reads the wall clock of every trip it writes: the format is looked up, not built.
  const format = dateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of format.formatToParts(new Date(instant))) parts[type] = value;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}

/** The local calendar day (YYYY-MM-DD) of an instant in a named zone: a company's days are its zone's. */
export function localDayOf(instant: Date | string | number, zone: string): string {
  return localDateTimeOf(instant, zone).day;
}

/** The date in a named zone: dd/mm/yyyy in Spanish, the reader's own order in English and German. */
export function formatDate(date: Date | string | number, language: Language, zone: string): string {
  return dateTimeFormat(intlLocale(language), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: zone }).format(new Date(date));
}

/**
 * Date and time in a named zone, with the zone's offset on that date. Spanish reads
 * dd/mm/yyyy - hh:mm a.m./p.m. (as payment times are shown); English and German as their readers write them.
 */
export function formatDateTime(date: Date | string | number, language: Language, zone: string): string {
  const instant = new Date(date);
  if (language !== 'es') {
    return dateTimeFormat(intlLocale(language), {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: zone,
    }).format(instant);
  }
  const parts = dateTimeFormat('en-US', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    timeZone: zone,
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  const period = part('dayPeriod').toLowerCase() === 'am' ? 'a.m.' : 'p.m.';
  return `${part('day')}/${part('month')}/${part('year')} - ${part('hour')}:${part('minute')} ${period}`;
}
