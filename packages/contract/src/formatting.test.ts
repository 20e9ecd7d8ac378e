import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDecimal, formatMoney, formatNumber, formatPercent } from './formatting.js';

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

describe('numbers and money', () => {
  it('groups digits as the reader’s country does', () => {
    expect(formatNumber(100_000, 'es')).toBe('100,000');
    expect(formatNumber(100_000, 'de')).toBe('100.000');
  });

  it('shows cents as money with two decimals', () => {
    expect(formatMoney(129900, 'es')).toMatch(/\$1,299\.00/);
    expect(formatMoney(50, 'en')).toMatch(/MX\$0\.50/);
  });
});

describe('measures and shares', () => {
  it('show at most the decimals asked for, with the language’s separators', () => {
    expect(formatDecimal(1234.56, 'es')).toBe('1,234.6');
    expect(formatDecimal(1234.5, 'de')).toBe('1.234,5');
    expect(formatDecimal(18, 'en')).toBe('18');
    expect(formatDecimal(0.169, 'es', 5)).toBe('0.169');
  });

  it('show a share as a percentage, and a dash when nothing was counted', () => {
    expect(formatPercent(0.755, 'es')).toBe('75.5%');
    expect(formatPercent(0.75, 'en')).toBe('75%');
    expect(formatPercent(0.1234, 'de')).toBe('12,3\u00a0%');
    expect(formatPercent(null, 'es')).toBe('–');
  });
});
