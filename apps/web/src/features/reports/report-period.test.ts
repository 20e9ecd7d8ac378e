// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { presetPeriod, todayIn } from './report-period';

describe('the report periods', () => {
  it('take today in the company’s zone, not the browser’s', () => {
    // 05:30 UTC on 1 March is still 28 February in Mexico City.
    const instant = new Date('2026-03-01T05:30:00Z');
    expect(todayIn('America/Mexico_City', instant)).toBe('2026-02-28');
    expect(todayIn('Europe/Berlin', instant)).toBe('2026-03-01');
  });

  it('run this month and this year up to today, last month whole', () => {
    expect(presetPeriod('thisMonth', '2026-03-15')).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(presetPeriod('thisYear', '2026-03-15')).toEqual({ from: '2026-01-01', to: '2026-03-15' });
    expect(presetPeriod('lastMonth', '2026-03-15')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('lastMonth', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('run the last three months from the day after the same date three months ago', () => {
    expect(presetPeriod('lastThreeMonths', '2026-03-15')).toEqual({ from: '2025-12-16', to: '2026-03-15' });
    // 31 May: 31 February does not exist, so from the day after 28 February.
    expect(presetPeriod('lastThreeMonths', '2026-05-31')).toEqual({ from: '2026-03-01', to: '2026-05-31' });
  });
});
