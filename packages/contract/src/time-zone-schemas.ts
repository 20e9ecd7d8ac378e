// The time zones' schemas, apart from their list so the web app's first load carries no zod.
import { z } from 'zod';
import { timeZoneEntryOf, timeZones, type TimeZoneName, type TimeZoneOffset } from './time-zones.js';

const offsets = timeZones.map((entry) => entry.offset) as [TimeZoneOffset, ...TimeZoneOffset[]];
const zoneNames = timeZones.map((entry) => entry.zone) as [TimeZoneName, ...TimeZoneName[]];

/** An entry as the lists show it (UTC-06:00). */
export const timeZoneOffsetSchema = z.enum(offsets, { error: 'timeZoneInvalid' });
export const timeZoneNameSchema = z.enum(zoneNames, { error: 'timeZoneInvalid' });

/** A choice of the list, written as its offset or its zone; read as the zone, which is what is stored. */
export const timeZoneChoiceSchema = z
  .string({ error: 'timeZoneInvalid' })
  .refine((value) => timeZoneEntryOf(value) !== undefined, 'timeZoneInvalid')
  .transform((value) => timeZoneEntryOf(value)!.zone);
