/**
 * The 25 time zones the product offers, from UTC-12:00 to UTC+12:00, each with a region and the
 * named (IANA) zone that stands for it. The offset names the entry (its standard time); lists show
 * the zone's real offset on the day shown (`zoneOffsetOn`), and times are shown through the zone.
 * A region names only places that keep the zone's clock all year, summer time included.
 */
export const timeZones = [
  { offset: 'UTC-12:00', region: 'Baker Island', zone: 'Etc/GMT+12' },
  { offset: 'UTC-11:00', region: 'Samoa americana', zone: 'Pacific/Pago_Pago' },
  { offset: 'UTC-10:00', region: 'Hawái', zone: 'Pacific/Honolulu' },
  { offset: 'UTC-09:00', region: 'Alaska', zone: 'America/Anchorage' },
  { offset: 'UTC-08:00', region: 'Tijuana, Los Ángeles', zone: 'America/Tijuana' },
  { offset: 'UTC-07:00', region: 'Hermosillo, Mazatlán', zone: 'America/Hermosillo' },
  { offset: 'UTC-06:00', region: 'Ciudad de México, Guadalajara, Monterrey, Chihuahua', zone: 'America/Mexico_City' },
  { offset: 'UTC-05:00', region: 'Cancún, Bogotá, Lima', zone: 'America/Cancun' },
  { offset: 'UTC-04:00', region: 'Caracas, La Paz', zone: 'America/Caracas' },
  { offset: 'UTC-03:00', region: 'Buenos Aires, São Paulo', zone: 'America/Argentina/Buenos_Aires' },
  { offset: 'UTC-02:00', region: 'Georgia del Sur', zone: 'Atlantic/South_Georgia' },
  { offset: 'UTC-01:00', region: 'Cabo Verde', zone: 'Atlantic/Cape_Verde' },
  { offset: 'UTC+00:00', region: 'Londres, Lisboa', zone: 'Europe/London' },
  { offset: 'UTC+01:00', region: 'Madrid, Berlín, París', zone: 'Europe/Madrid' },
  { offset: 'UTC+02:00', region: 'Atenas, Helsinki', zone: 'Europe/Athens' },
  { offset: 'UTC+03:00', region: 'Moscú, Estambul', zone: 'Europe/Moscow' },
  { offset: 'UTC+04:00', region: 'Dubái', zone: 'Asia/Dubai' },
  { offset: 'UTC+05:00', region: 'Karachi, Taskent', zone: 'Asia/Karachi' },
  { offset: 'UTC+06:00', region: 'Daca, Biskek', zone: 'Asia/Dhaka' },
  { offset: 'UTC+07:00', region: 'Bangkok, Yakarta', zone: 'Asia/Bangkok' },
  { offset: 'UTC+08:00', region: 'Pekín, Singapur', zone: 'Asia/Singapore' },
  { offset: 'UTC+09:00', region: 'Tokio, Seúl', zone: 'Asia/Tokyo' },
  { offset: 'UTC+10:00', region: 'Sídney', zone: 'Australia/Sydney' },
  { offset: 'UTC+11:00', region: 'Islas Salomón', zone: 'Pacific/Guadalcanal' },
  { offset: 'UTC+12:00', region: 'Auckland, Wellington', zone: 'Pacific/Auckland' },
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
