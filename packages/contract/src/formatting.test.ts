import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDecimal, formatList, formatMoney, formatNumber, formatShare, localDateTimeOf, localDayOf, sharePercent } from './formatting.js';

describe('times in a named zone', () => {
  // 2026-03-01 05:30 UTC is still 28 February, 23:30 in Mexico City (UTC-06:00).
  const instant = Date.UTC(2026, 2, 1, 5, 30);

  it('shows the date in the zone', () => {
    expect(formatDate(instant, 'es', 'America/Mexico_City')).toBe('28/02/2026');
    expect(formatDate(instant, 'es', 'Europe/Madrid')).toBe('01/03/2026');
  });

  it('shows Spanish times as dd/mm/yyyy - hh:mm a.m./p.m.', () => {
    expect(formatDateTime(instant, 'es', 'America/Mexico_City')).toBe('28/02/2026 - 11:30 p.m.');
    expect(formatDateTime(Date.UTC(2026, 2, 1, 15, 5), 'es', 'America/Mexico_City')).toBe('01/03/2026 - 09:05 a.m.');
  });

  it('writes the time as an English or German reader does', () => {
    expect(formatDateTime(instant, 'en', 'America/Mexico_City')).toBe('02/28/2026, 11:30 PM');
    expect(formatDateTime(instant, 'de', 'Europe/Madrid')).toBe('01.03.2026, 06:30');
    expect(formatDate(instant, 'de', 'America/Mexico_City')).toBe('28.02.2026');
  });

  it('follows the zone’s summer time: the same clock hour is a different offset in July', () => {
    const winter = Date.UTC(2026, 0, 15, 12, 0);
    const summer = Date.UTC(2026, 6, 15, 12, 0);
    // Tijuana is UTC-8 in winter and UTC-7 in summer; Madrid UTC+1 and UTC+2.
    expect(formatDateTime(winter, 'es', 'America/Tijuana')).toBe('15/01/2026 - 04:00 a.m.');
    expect(formatDateTime(summer, 'es', 'America/Tijuana')).toBe('15/07/2026 - 05:00 a.m.');
    expect(formatDateTime(winter, 'de', 'Europe/Madrid')).toBe('15.01.2026, 13:00');
    expect(formatDateTime(summer, 'de', 'Europe/Madrid')).toBe('15.07.2026, 14:00');
    // Mexico City has had no summer time since 2022.
    expect(formatDateTime(summer, 'es', 'America/Mexico_City')).toBe('15/07/2026 - 06:00 a.m.');
  });
});

describe('the local day and wall clock of an instant', () => {
  it('turns the day at the zone’s midnight, not at UTC’s', () => {
    // Mexico City is UTC-06:00 all year now: its day begins at 06:00 UTC.
    expect(localDayOf(Date.UTC(2026, 2, 1, 5, 59, 59), 'America/Mexico_City')).toBe('2026-02-28');
    expect(localDayOf(Date.UTC(2026, 2, 1, 6, 0, 0), 'America/Mexico_City')).toBe('2026-03-01');
    // Berlin in summer is UTC+02:00: its day begins at 22:00 UTC the evening before.
    expect(localDayOf(Date.UTC(2026, 6, 14, 21, 59, 59), 'Europe/Berlin')).toBe('2026-07-14');
    expect(localDayOf(Date.UTC(2026, 6, 14, 22, 0, 0), 'Europe/Berlin')).toBe('2026-07-15');
    expect(localDateTimeOf(new Date(Date.UTC(2026, 6, 14, 22, 0, 0)), 'Europe/Berlin')).toEqual({ day: '2026-07-15', time: '00:00:00' });
    expect(localDateTimeOf('2026-02-28T23:59:59.000Z', 'Europe/Berlin')).toEqual({ day: '2026-03-01', time: '00:59:59' });
  });

  it('follows Berlin’s clocks across the change to summer time and back', () => {
    // 29 March 2026: 02:00 becomes 03:00 (at 01:00 UTC); 25 October 2026: 03:00 becomes 02:00 again.
    expect(localDateTimeOf(Date.UTC(2026, 2, 29, 0, 59, 59), 'Europe/Berlin')).toEqual({ day: '2026-03-29', time: '01:59:59' });
    expect(localDateTimeOf(Date.UTC(2026, 2, 29, 1, 0, 0), 'Europe/Berlin')).toEqual({ day: '2026-03-29', time: '03:00:00' });
    expect(localDateTimeOf(Date.UTC(2026, 9, 25, 0, 30), 'Europe/Berlin')).toEqual({ day: '2026-10-25', time: '02:30:00' });
    expect(localDateTimeOf(Date.UTC(2026, 9, 25, 1, 30), 'Europe/Berlin')).toEqual({ day: '2026-10-25', time: '02:30:00' });
    // Past the change, midnight is 23:00 UTC again, not 22:00.
    expect(localDayOf(Date.UTC(2026, 9, 25, 22, 30), 'Europe/Berlin')).toBe('2026-10-25');
    expect(localDayOf(Date.UTC(2026, 9, 25, 23, 0), 'Europe/Berlin')).toBe('2026-10-26');
  });

  it('follows Mexico City’s last summer time, which ended on 30 October 2022', () => {
    // At 07:00 UTC, 02:00 summer time became 01:00 standard time; midnight moved from 05:00 to 06:00 UTC.
    expect(localDateTimeOf(Date.UTC(2022, 9, 30, 6, 59, 59), 'America/Mexico_City')).toEqual({ day: '2022-10-30', time: '01:59:59' });
    expect(localDateTimeOf(Date.UTC(2022, 9, 30, 7, 0, 0), 'America/Mexico_City')).toEqual({ day: '2022-10-30', time: '01:00:00' });
    expect(localDayOf(Date.UTC(2022, 9, 30, 5, 30), 'America/Mexico_City')).toBe('2022-10-30');
    expect(localDayOf(Date.UTC(2022, 9, 31, 5, 30), 'America/Mexico_City')).toBe('2022-10-30');
    expect(localDayOf(Date.UTC(2022, 9, 31, 6, 0), 'America/Mexico_City')).toBe('2022-10-31');
  });

  it('refuses a zone that does not exist', () => {
    expect(() => localDayOf(0, 'America/Atlantis')).toThrow(RangeError);
  });
});

describe('numbers and money', () => {
  it('groups digits as the reader’s country does', () => {
    expect(formatNumber(100_000, 'es')).toBe('100,000');
    expect(formatNumber(100_000, 'de')).toBe('100.000');
  });

  it('writes whole numbers exactly as Intl does in each language, and the rest through Intl', () => {
    const wholes = [0, 7, 42, 999, 1000, 1234, 9999, 10_000, 12_345, 100_000, 999_999, 1_000_000, 1_234_567, 98_765_432, Number.MAX_SAFE_INTEGER, -1, -1234, -1_000_000];
    for (let power = 0; power < 16; power++) wholes.push(10 ** power, 10 ** power - 1, 3 * 10 ** power + 17);
    for (const [language, locale] of [['es', 'es-MX'], ['en', 'en-US'], ['de', 'de-DE']] as const) {
      const intl = new Intl.NumberFormat(locale);
      for (const value of wholes) expect(formatNumber(value, language), `${value} in ${language}`).toBe(intl.format(value));
      expect(formatNumber(1234.5, language)).toBe(intl.format(1234.5));
    }
  });

  it('shows cents as money with two decimals', () => {
    expect(formatMoney(129900, 'es')).toMatch(/\$1,299\.00/);
    expect(formatMoney(50, 'en')).toMatch(/MX\$0\.50/);
  });
});

describe('lists of names', () => {
  it('joins them as each language does', () => {
    expect(formatList(['Ana', 'Luis', 'Paola'], 'es')).toBe('Ana, Luis y Paola');
    expect(formatList(['Ana', 'Isabel'], 'es')).toBe('Ana e Isabel');
    expect(formatList(['Ana', 'Luis', 'Paola'], 'en')).toBe('Ana, Luis, and Paola');
    expect(formatList(['Ana', 'Luis'], 'de')).toBe('Ana und Luis');
  });
});

describe('measures and shares', () => {
  it('show at most the decimals asked for, with the language’s separators', () => {
    expect(formatDecimal(1234.56, 'es')).toBe('1,234.6');
    expect(formatDecimal(1234.5, 'de')).toBe('1.234,5');
    expect(formatDecimal(18, 'en')).toBe('18');
    expect(formatDecimal(0.169, 'es', 5)).toBe('0.169');
  });

  it('round a share once from its counts, half up, to a tenth of a percent', () => {
    expect(sharePercent(237, 283)).toBe(83.7);
    expect(sharePercent(50, 4778)).toBe(1);
    expect(sharePercent(1, 16)).toBe(6.3);
    expect(sharePercent(1, 8)).toBe(12.5);
    expect(sharePercent(2, 3)).toBe(66.7);
    expect(sharePercent(0, 5)).toBe(0);
    expect(sharePercent(5, 5)).toBe(100);
    expect(sharePercent(0, 0)).toBeNull();
  });

  it('show a share from its counts with one decimal, and a dash when nothing was counted', () => {
    expect(formatShare(237, 283, 'es')).toBe('83.7%');
    expect(formatShare(237, 283, 'en')).toBe('83.7%');
    expect(formatShare(237, 283, 'de')).toBe('83,7\u00a0%');
    expect(formatShare(50, 4778, 'es')).toBe('1.0%');
    expect(formatShare(3, 4, 'en')).toBe('75.0%');
    expect(formatShare(0, 0, 'es')).toBe('–');
  });
});
