/**
 * The 25 time zones the product offers, from UTC-12:00 to UTC+12:00, each with a region and the
 * named (IANA) zone that stands for it. The offset names the entry (its standard time); lists show
 * the zone's real offset on the day shown (`zoneOffsetOn`), and times are shown through the zone.
 * A region names only places that keep the zone's clock all year, summer time included; `region`
 * is written in Spanish, `regionIn` in the other languages (timeZoneRegion).
 */
export const timeZones = [
  { offset: 'UTC-12:00', region: 'Baker Island', regionIn: { en: 'Baker Island', de: 'Baker-Insel' }, zone: 'Etc/GMT+12' },
  { offset: 'UTC-11:00', region: 'Samoa americana', regionIn: { en: 'American Samoa', de: 'Amerikanisch-Samoa' }, zone: 'Pacific/Pago_Pago' },
  { offset: 'UTC-10:00', region: 'Hawái', regionIn: { en: 'Hawaii', de: 'Hawaii' }, zone: 'Pacific/Honolulu' },
  { offset: 'UTC-09:00', region: 'Alaska', regionIn: { en: 'Alaska', de: 'Alaska' }, zone: 'America/Anchorage' },
  { offset: 'UTC-08:00', region: 'Tijuana, Los Ángeles', regionIn: { en: 'Tijuana, Los Angeles', de: 'Tijuana, Los Angeles' }, zone: 'America/Tijuana' },
  { offset: 'UTC-07:00', region: 'Hermosillo, Mazatlán', regionIn: { en: 'Hermosillo, Mazatlán', de: 'Hermosillo, Mazatlán' }, zone: 'America/Hermosillo' },
  { offset: 'UTC-06:00', region: 'Ciudad de México, Guadalajara, Monterrey, Chihuahua', regionIn: { en: 'Mexico City, Guadalajara, Monterrey, Chihuahua', de: 'Mexiko-Stadt, Guadalajara, Monterrey, Chihuahua' }, zone: 'America/Mexico_City' },
  { offset: 'UTC-05:00', region: 'Cancún, Bogotá, Lima', regionIn: { en: 'Cancún, Bogotá, Lima', de: 'Cancún, Bogotá, Lima' }, zone: 'America/Cancun' },
  { offset: 'UTC-04:00', region: 'Caracas, La Paz', regionIn: { en: 'Caracas, La Paz', de: 'Caracas, La Paz' }, zone: 'America/Caracas' },
  { offset: 'UTC-03:00', region: 'Buenos Aires, São Paulo', regionIn: { en: 'Buenos Aires, São Paulo', de: 'Buenos Aires, São Paulo' }, zone: 'America/Argentina/Buenos_Aires' },
  { offset: 'UTC-02:00', region: 'Georgia del Sur', regionIn: { en: 'South Georgia', de: 'Südgeorgien' }, zone: 'Atlantic/South_Georgia' },
  { offset: 'UTC-01:00', region: 'Cabo Verde', regionIn: { en: 'Cape Verde', de: 'Kap Verde' }, zone: 'Atlantic/Cape_Verde' },
  { offset: 'UTC+00:00', region: 'Londres, Lisboa', regionIn: { en: 'London, Lisbon', de: 'London, Lissabon' }, zone: 'Europe/London' },
  { offset: 'UTC+01:00', region: 'Madrid, Berlín, París', regionIn: { en: 'Madrid, Berlin, Paris', de: 'Madrid, Berlin, Paris' }, zone: 'Europe/Madrid' },
  { offset: 'UTC+02:00', region: 'Atenas, Helsinki', regionIn: { en: 'Athens, Helsinki', de: 'Athen, Helsinki' }, zone: 'Europe/Athens' },
  { offset: 'UTC+03:00', region: 'Moscú, Estambul', regionIn: { en: 'Moscow, Istanbul', de: 'Moskau, Istanbul' }, zone: 'Europe/Moscow' },
  { offset: 'UTC+04:00', region: 'Dubái', regionIn: { en: 'Dubai', de: 'Dubai' }, zone: 'Asia/Dubai' },
  { offset: 'UTC+05:00', region: 'Karachi, Taskent', regionIn: { en: 'Karachi, Tashkent', de: 'Karatschi, Taschkent' }, zone: 'Asia/Karachi' },
  { offset: 'UTC+06:00', region: 'Daca, Biskek', regionIn: { en: 'Dhaka, Bishkek', de: 'Dhaka, Bischkek' }, zone: 'Asia/Dhaka' },
  { offset: 'UTC+07:00', region: 'Bangkok, Yakarta', regionIn: { en: 'Bangkok, Jakarta', de: 'Bangkok, Jakarta' }, zone: 'Asia/Bangkok' },
  { offset: 'UTC+08:00', region: 'Pekín, Singapur', regionIn: { en: 'Beijing, Singapore', de: 'Peking, Singapur' }, zone: 'Asia/Singapore' },
  { offset: 'UTC+09:00', region: 'Tokio, Seúl', regionIn: { en: 'Tokyo, Seoul', de: 'Tokio, Seoul' }, zone: 'Asia/Tokyo' },
  { offset: 'UTC+10:00', region: 'Sídney', regionIn: { en: 'Sydney', de: 'Sydney' }, zone: 'Australia/Sydney' },
  { offset: 'UTC+11:00', region: 'Islas Salomón', regionIn: { en: 'Solomon Islands', de: 'Salomonen' }, zone: 'Pacific/Guadalcanal' },
  { offset: 'UTC+12:00', region: 'Auckland, Wellington', regionIn: { en: 'Auckland, Wellington', de: 'Auckland, Wellington' }, zone: 'Pacific/Auckland' },
] as const;

export type TimeZoneEntry = (typeof timeZones)[number];
export type TimeZoneOffset = TimeZoneEntry['offset'];
/** An IANA zone name: what companies and users store, and what times are shown through. */
export type TimeZoneName = TimeZoneEntry['zone'];

export const defaultTimeZoneName: TimeZoneName = 'America/Mexico_City';
export const defaultTimeZone: TimeZoneOffset = 'UTC-06:00';

/** The entry of a list choice, given as its offset (UTC-06:00) or its zone (America/Mexico_City). */
export function timeZoneEntryOf(value: string): TimeZoneEntry | undefined {
  return timeZones.find((entry) => entry.offset === value || entry.zone === value);
}

/** An entry's region as a reader of `language` writes it (Spanish for a language it has no words in). */
export function timeZoneRegion(entry: TimeZoneEntry, language: string): string {
  return language === 'en' || language === 'de' ? entry.regionIn[language] : entry.region;
}

/** How an answer names a time zone: the list's entry and its zone. */
export function describeTimeZone(zone: string): { timeZone: TimeZoneOffset; timeZoneName: TimeZoneName } {
  const entry = timeZoneEntryOf(zone) ?? timeZoneEntryOf(defaultTimeZoneName)!;
  return { timeZone: entry.offset, timeZoneName: entry.zone };
}

/**
 * A zone's offset from UTC at an instant, as the lists write it (UTC-06:00, UTC+13:00): what the
 * zone's clocks read that day, from the runtime's time-zone data, summer time included.
 */
export function zoneOffsetOn(zone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  // 'GMT-06:00', or a bare 'GMT' at UTC itself.
  const offset = name?.replace('GMT', '').replace('\u2212', '-') || '+00:00';
  return `UTC${offset}`;
}
