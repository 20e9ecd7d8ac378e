import { localDayOf, type ReportMetricsQuery } from '@rumbo/contract';

/** The periods the page offers in one click; `custom` is the administrator's own from/to. */
export const periodPresets = ['thisMonth', 'lastMonth', 'lastThreeMonths', 'thisYear'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

/** Today's date (YYYY-MM-DD) in a named zone: a report's days are the company's local days. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return localDayOf(now, timeZone);
}

function dateOf(year: number, monthIndex: number, day: number): string {
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

/**
 * The local days of a preset, up to `today`: this month and this year run from their first day to
 * today; last month is the whole previous month; the last three months run from the day after the
 * same date three months ago (the month's last day when that date does not exist) to today.
 */
export function presetPeriod(preset: PeriodPreset, today: string): ReportMetricsQuery {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  switch (preset) {
    case 'thisMonth':
      return { from: dateOf(year, month - 1, 1), to: today };
    case 'lastMonth':
      return { from: dateOf(year, month - 2, 1), to: dateOf(year, month - 1, 0) };
    case 'lastThreeMonths': {
      const lastDay = Number(dateOf(year, month - 3, 0).slice(8));
      return { from: dateOf(year, month - 4, Math.min(day, lastDay) + 1), to: today };
    }
    case 'thisYear':
      return { from: dateOf(year, 0, 1), to: today };
  }
}
