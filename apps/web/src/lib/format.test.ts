import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney } from './format';

describe('formatting in the company time zone', () => {
  // 2026-03-01 05:30 UTC is still 28 February, 23:30 in Mexico City (UTC-06:00).
  const instant = Date.UTC(2026, 2, 1, 5, 30);

  it('shows the date in the named zone of the offset entry', () => {
    expect(formatDate(instant, 'es', 'UTC-06:00')).toBe('28/02/2026');
    expect(formatDate(instant, 'es', 'UTC+01:00')).toBe('01/03/2026');
  });

  it('shows payment times as dd/mm/yyyy - hh:mm a.m./p.m.', () => {
    expect(formatDateTime(instant, 'es', 'UTC-06:00')).toBe('28/02/2026 - 11:30 p.m.');
    expect(formatDateTime(Date.UTC(2026, 2, 1, 15, 5), 'es', 'UTC-06:00')).toBe('01/03/2026 - 09:05 a.m.');
  });

  it('shows cents as money with two decimals', () => {
    expect(formatMoney(129900, 'es')).toMatch(/\$1,299\.00/);
    expect(formatMoney(50, 'en')).toMatch(/MX\$0\.50/);
  });
});
