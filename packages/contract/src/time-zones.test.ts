import { describe, expect, it } from 'vitest';
import { timeZoneChoiceSchema } from './time-zone-schemas.js';
import { describeTimeZone, timeZoneEntryOf, timeZoneRegion, timeZones, zoneOffsetOn } from './time-zones.js';

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

// Each place a region names, with its own zone: it must keep its entry's clock all year.
const placeZones: Record<string, string> = {
  'Baker Island': 'Etc/GMT+12',
  'Samoa americana': 'Pacific/Pago_Pago',
  Hawái: 'Pacific/Honolulu',
  Alaska: 'America/Anchorage',
  Tijuana: 'America/Tijuana',
  'Los Ángeles': 'America/Los_Angeles',
  Hermosillo: 'America/Hermosillo',
  Mazatlán: 'America/Mazatlan',
  'Ciudad de México': 'America/Mexico_City',
  Guadalajara: 'America/Mexico_City',
  Monterrey: 'America/Monterrey',
  Chihuahua: 'America/Chihuahua',
  Cancún: 'America/Cancun',
  Bogotá: 'America/Bogota',
  Lima: 'America/Lima',
  Caracas: 'America/Caracas',
  'La Paz': 'America/La_Paz',
  'Buenos Aires': 'America/Argentina/Buenos_Aires',
  'São Paulo': 'America/Sao_Paulo',
  'Georgia del Sur': 'Atlantic/South_Georgia',
  'Cabo Verde': 'Atlantic/Cape_Verde',
  Londres: 'Europe/London',
  Lisboa: 'Europe/Lisbon',
  Madrid: 'Europe/Madrid',
  Berlín: 'Europe/Berlin',
  París: 'Europe/Paris',
  Atenas: 'Europe/Athens',
  Helsinki: 'Europe/Helsinki',
  Moscú: 'Europe/Moscow',
  Estambul: 'Europe/Istanbul',
  Dubái: 'Asia/Dubai',
  Karachi: 'Asia/Karachi',
  Taskent: 'Asia/Tashkent',
  Daca: 'Asia/Dhaka',
  Biskek: 'Asia/Bishkek',
  Bangkok: 'Asia/Bangkok',
  Yakarta: 'Asia/Jakarta',
  Pekín: 'Asia/Shanghai',
  Singapur: 'Asia/Singapore',
  Tokio: 'Asia/Tokyo',
  Seúl: 'Asia/Seoul',
  Sídney: 'Australia/Sydney',
  'Islas Salomón': 'Pacific/Guadalcanal',
  Auckland: 'Pacific/Auckland',
  Wellington: 'Pacific/Auckland',
};

describe('the offsets the lists show', () => {
  const november = new Date('2026-11-15T12:00:00Z');
  const june = new Date('2026-06-15T12:00:00Z');

  it('are each zone’s real offset on the day shown, summer time included', () => {
    expect(zoneOffsetOn('America/Chihuahua', november)).toBe('UTC-06:00');
    expect(zoneOffsetOn('Pacific/Auckland', november)).toBe('UTC+13:00');
    expect(zoneOffsetOn('Pacific/Auckland', june)).toBe('UTC+12:00');
    expect(zoneOffsetOn('Europe/London', november)).toBe('UTC+00:00');
    expect(zoneOffsetOn('Europe/London', june)).toBe('UTC+01:00');
    expect(zoneOffsetOn('Asia/Kolkata', june)).toBe('UTC+05:30');
    expect(zoneOffsetOn('Etc/GMT+12', june)).toBe('UTC-12:00');
  });

  it('hold for every place a region names, in January and in July', () => {
    for (const entry of timeZones) {
      for (const place of entry.region.split(', ')) {
        const zone = placeZones[place];
        expect(zone, `${place} has its zone in this test`).toBeDefined();
        for (const day of [new Date('2026-01-15T12:00:00Z'), new Date('2026-07-15T12:00:00Z')]) {
          expect(zoneOffsetOn(zone!, day), `${place} on ${day.toISOString().slice(0, 10)}`).toBe(zoneOffsetOn(entry.zone, day));
        }
      }
    }
  });

  it('put Chihuahua at UTC-06:00 and Auckland at UTC+13:00 in November', () => {
    const entryOf = (place: string) => timeZones.find((entry) => entry.region.split(', ').includes(place))!;
    expect(zoneOffsetOn(entryOf('Chihuahua').zone, november)).toBe('UTC-06:00');
    expect(zoneOffsetOn(entryOf('Auckland').zone, november)).toBe('UTC+13:00');
  });
});

describe('timeZoneRegion', () => {
  it('names each region in the reader’s language, Spanish for the others', () => {
    const london = timeZoneEntryOf('Europe/London')!;
    expect([timeZoneRegion(london, 'es'), timeZoneRegion(london, 'en'), timeZoneRegion(london, 'de'), timeZoneRegion(london, 'fr')]).toEqual(['Londres, Lisboa', 'London, Lisbon', 'London, Lissabon', 'Londres, Lisboa']);
    for (const entry of timeZones) for (const language of ['en', 'de']) expect(timeZoneRegion(entry, language).length, entry.zone).toBeGreaterThan(3);
  });
});
