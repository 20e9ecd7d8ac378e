import { z } from 'zod';

/**
 * The 25 time zones the product offers, from UTC-12:00 to UTC+12:00, each with a region and the
 * named (IANA) zone that stands for it. The offset is the entry's label; times are shown through the
 * zone, with its real offset on that date (summer time included).
 */
export const timeZones = [
  { offset: 'UTC-12:00', region: 'Baker Island', zone: 'Etc/GMT+12' },
  { offset: 'UTC-11:00', region: 'Samoa americana', zone: 'Pacific/Pago_Pago' },
  { offset: 'UTC-10:00', region: 'Hawái', zone: 'Pacific/Honolulu' },
  { offset: 'UTC-09:00', region: 'Alaska', zone: 'America/Anchorage' },
  { offset: 'UTC-08:00', region: 'Tijuana, Los Ángeles', zone: 'America/Tijuana' },
  { offset: 'UTC-07:00', region: 'Hermosillo, Chihuahua', zone: 'America/Hermosillo' },
  { offset: 'UTC-06:00', region: 'Ciudad de México, Guadalajara, Monterrey', zone: 'America/Mexico_City' },
  { offset: 'UTC-05:00', region: 'Cancún, Bogotá, Lima', zone: 'America/Cancun' },
  { offset: 'UTC-04:00', region: 'Caracas, Santiago', zone: 'America/Caracas' },
  { offset: 'UTC-03:00', region: 'Buenos Aires, São Paulo', zone: 'America/Argentina/Buenos_Aires' },
  { offset: 'UTC-02:00', region: 'Georgia del Sur', zone: 'Atlantic/South_Georgia' },
  { offset: 'UTC-01:00', region: 'Azores, Cabo Verde', zone: 'Atlantic/Cape_Verde' },
  { offset: 'UTC+00:00', region: 'Londres, Lisboa', zone: 'Europe/London' },
  { offset: 'UTC+01:00', region: 'Madrid, Berlín, París', zone: 'Europe/Madrid' },
  { offset: 'UTC+02:00', region: 'Atenas, El Cairo', zone: 'Europe/Athens' },
  { offset: 'UTC+03:00', region: 'Moscú, Estambul', zone: 'Europe/Moscow' },
  { offset: 'UTC+04:00', region: 'Dubái', zone: 'Asia/Dubai' },
  { offset: 'UTC+05:00', region: 'Karachi, Taskent', zone: 'Asia/Karachi' },
  { offset: 'UTC+06:00', region: 'Daca, Almaty', zone: 'Asia/Dhaka' },
  { offset: 'UTC+07:00', region: 'Bangkok, Yakarta', zone: 'Asia/Bangkok' },
  { offset: 'UTC+08:00', region: 'Pekín, Singapur', zone: 'Asia/Singapore' },
  { offset: 'UTC+09:00', region: 'Tokio, Seúl', zone: 'Asia/Tokyo' },
  { offset: 'UTC+10:00', region: 'Sídney', zone: 'Australia/Sydney' },
  { offset: 'UTC+11:00', region: 'Islas Salomón', zone: 'Pacific/Guadalcanal' },
  { offset: 'UTC+12:00', region: 'Auckland, Fiyi', zone: 'Pacific/Fiji' },
] as const;

export type TimeZoneEntry = (typeof timeZones)[number];
export type TimeZoneOffset = TimeZoneEntry['offset'];
/** An IANA zone name: what companies and users store, and what times are shown through. */
export type TimeZoneName = TimeZoneEntry['zone'];

export const defaultTimeZoneName: TimeZoneName = 'America/Mexico_City';
export const defaultTimeZone: TimeZoneOffset = 'UTC-06:00';

const offsets = timeZones.map((entry) => entry.offset) as [TimeZoneOffset, ...TimeZoneOffset[]];
const zoneNames = timeZones.map((entry) => entry.zone) as [TimeZoneName, ...TimeZoneName[]];

/** An entry as the lists show it (UTC-06:00). */
export const timeZoneOffsetSchema = z.enum(offsets, { error: 'timeZoneInvalid' });
export const timeZoneNameSchema = z.enum(zoneNames, { error: 'timeZoneInvalid' });

/** The entry of a list choice, given as its offset (UTC-06:00) or its zone (America/Mexico_City). */
export function timeZoneEntryOf(value: string): TimeZoneEntry | undefined {
  return timeZones.find((entry) => entry.offset === value || entry.zone === value);
}

/** A choice of the list, written as its offset or its zone; read as the zone, which is what is stored. */
export const timeZoneChoiceSchema = z
  .string({ error: 'timeZoneInvalid' })
  .refine((value) => timeZoneEntryOf(value) !== undefined, 'timeZoneInvalid')
  .transform((value) => timeZoneEntryOf(value)!.zone);

/** How an answer names a time zone: the list's entry and its zone. */
export function describeTimeZone(zone: string): { timeZone: TimeZoneOffset; timeZoneName: TimeZoneName } {
  const entry = timeZoneEntryOf(zone) ?? timeZoneEntryOf(defaultTimeZoneName)!;
  return { timeZone: entry.offset, timeZoneName: entry.zone };
}
