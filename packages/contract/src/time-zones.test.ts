import { describe, expect, it } from 'vitest';
import { describeTimeZone, timeZoneChoiceSchema, timeZones } from './time-zones.js';

describe('the time-zone list', () => {
  it('has 25 entries from UTC-12:00 to UTC+12:00, each a distinct zone the runtime knows', () => {
    expect(timeZones).toHaveLength(25);
    expect(timeZones[0]!.offset).toBe('UTC-12:00');
    expect(timeZones[24]!.offset).toBe('UTC+12:00');
    expect(new Set(timeZones.map((entry) => entry.zone)).size).toBe(25);
    for (const { zone } of timeZones) expect(() => new Intl.DateTimeFormat('es-MX', { timeZone: zone })).not.toThrow();
  });

  it('takes a choice as its offset or its zone, and keeps the zone', () => {
    expect(timeZoneChoiceSchema.parse('UTC-06:00')).toBe('America/Mexico_City');
    expect(timeZoneChoiceSchema.parse('America/Mexico_City')).toBe('America/Mexico_City');
    expect(timeZoneChoiceSchema.safeParse('UTC-06:30').error?.issues[0]?.message).toBe('timeZoneInvalid');
    expect(timeZoneChoiceSchema.safeParse('Mars/Olympus').success).toBe(false);
  });

  it('names a stored zone by its entry and its zone', () => {
    expect(describeTimeZone('Europe/Madrid')).toEqual({ timeZone: 'UTC+01:00', timeZoneName: 'Europe/Madrid' });
  });
});
