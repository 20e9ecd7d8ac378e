import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { emissionFactorInUseSchema } from './trips.js';

/**
 * A company's carpooling figures for a period of local days in its time zone, for its
 * administrators. Every figure stands on legs that count in figures (validated by the passenger, not
 * cancelled, not flagged); the flagged share alone looks at flagged legs. Emissions follow the GHG
 * Protocol (Scope 3, category 7, employee commuting, distance-based); avoided emissions are shown
 * apart and never subtracted from them (WBCSD's guidance on avoided emissions). See docs/reports.md.
 */

/** The longest period a report covers, in days (about 13 months). */
export const reportPeriodMaxDays = 397;
/** A pickup within this many minutes of its planned time counts as punctual. */
export const punctualPickupMinutes = 5;

const localDateSchema = z.string({ error: 'reportDateInvalid' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'reportDateInvalid').refine(isCalendarDate, 'reportDateInvalid');

function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Days from `from` to `to`, both included. */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const reportMetricsQuerySchema = z
  .object({
    /** First local day of the period (YYYY-MM-DD, in the company's time zone), included. */
    from: localDateSchema,
    /** Last local day of the period, included. */
    to: localDateSchema,
  })
  .refine((period) => period.from <= period.to, { message: 'reportPeriodReversed', path: ['to'] })
  .refine((period) => period.from > period.to || daysInPeriod(period.from, period.to) <= reportPeriodMaxDays, {
    message: 'reportPeriodTooLong',
    path: ['to'],
  });
export type ReportMetricsQuery = z.infer<typeof reportMetricsQuerySchema>;

/**
 * A share: its counts, and the ratio from 0 to 1 for a program to read. A person reads it through
 * `sharePercent`/`formatShare` (formatting.ts), rounded once from the counts, never from `share`.
 */
const shareSchema = z.object({
  /** 0..1, rounded to 4 decimals; null when the denominator is 0. */
  share: z.number().nullable(),
  numerator: z.number().int(),
  denominator: z.number().int(),
});
export type ReportShare = z.infer<typeof shareSchema>;

export const reportDaySchema = z.object({
  /** A local day of the period (YYYY-MM-DD). */
  day: z.string(),
  /** Trips that day with a leg counting in figures. */
  trips: z.number().int(),
  /** The company's people (drivers and passengers) on those trips. */
  participants: z.number().int(),
  /** kg CO2e avoided that day (0.1 kg). */
  co2AvoidedKg: z.number(),
});
export type ReportDay = z.infer<typeof reportDaySchema>;

export const reportMetricsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The company's IANA time zone: the days are local days in it. */
  timeZone: z.string(),
  /**
   * Share of the company's people during the period who drove or rode on a trip counting in figures
   * in it: numerator the distinct people, denominator those who had joined before the period ended
   * and had not left before it began (not those waiting for approval), so a past period's stays put.
   */
  participation: shareSchema,
  /** Trips with at least one of the company's people, driver or passenger, and a leg counting in figures. */
  trips: z.number().int(),
  /** The company's passengers' legs counting in figures. */
  legs: z.number().int(),
  /** Seats the drivers offered on those trips (the vehicle's seats for passengers). */
  seatsOffered: z.number().int(),
  /** Seats taken on those trips by legs counting in figures. */
  seatsUsed: z.number().int(),
  /** Occupants per trip, the driver included (2 decimals); null without trips. */
  averageOccupancy: z.number().nullable(),
  /** Km the company's passengers rode in the car (0.1 km). */
  sharedKm: z.number(),
  /**
   * Vehicle-km avoided (0.1 km): per trip, max(0, the driver's solo km + Σ the passengers' solo km −
   * the km the car drove), the company's part of it by its share of the trip's occupants.
   */
  vehicleKmAvoided: z.number(),
  /** kg CO2e avoided (0.1 kg): vehicle-km avoided × the factor. Reported apart, never subtracted from emissions. */
  co2AvoidedKg: z.number(),
  /**
   * kg CO2e of the commutes on these trips allocated to the company's occupants (0.1 kg): per trip,
   * the km the car drove × the factor ÷ its occupants, for each of the company's occupants.
   */
  commuteEmissionsKg: z.number(),
  /** Pickups within 5 minutes of plan, of the company's legs with a pickup time reported. */
  punctuality: shareSchema,
  /** The company's requests leaving in the period that got a booking confirmed by a driver. */
  matchRate: shareSchema,
  /** Legs of proof class C (both occupants' phones), of the company's legs counting in figures. */
  proofQuality: shareSchema,
  /** The company's flagged legs of all its legs (not cancelled) in the period: the one figure that looks at flagged legs. */
  flaggedShare: shareSchema,
  /** The factor CO2 figures use: the one in force on the period's last day, and why it was chosen. */
  emissionFactor: emissionFactorInUseSchema,
  /** Every local day of the period, for charts. */
  days: z.array(reportDaySchema),
});
export type ReportMetrics = z.infer<typeof reportMetricsSchema>;

export const reportMetricsResponseSchema = z.object({ success: z.literal(true), data: reportMetricsSchema });

/**
 * A report issued once its period has ended, at the plan's cadence: a calendar month (basic) or a
 * half-month, the 1st to the 15th and the 16th to the month's last day (pro and enterprise). Its
 * figures never change afterwards. See docs/reports.md.
 */
export const reportSnapshotKinds = ['monthly', 'biweekly'] as const;
export type ReportSnapshotKind = (typeof reportSnapshotKinds)[number];

const reportSnapshotBaseSchema = z.object({
  id: z.string(),
  kind: z.enum(reportSnapshotKinds),
  /** First and last local day of the period in the company's zone, both included. */
  from: z.string(),
  to: z.string(),
  /** When it was issued (ISO 8601). */
  issuedAt: z.string(),
  /** Hex SHA-256 of the UTF-8 canonical JSON (RFC 8785: keys sorted, no spaces) of `figures`. */
  contentHash: z.string(),
});

export const reportSnapshotSummarySchema = reportSnapshotBaseSchema.extend({
  /** A few of its figures, as in `figures`. */
  headline: z.object({
    trips: z.number().int(),
    participation: z.number().nullable(),
    /** Participation's counts (people on a trip, of the people counted): a person reads the share from them (`formatShare`). */
    participationCount: z.number().int(),
    participationOf: z.number().int(),
    vehicleKmAvoided: z.number(),
    co2AvoidedKg: z.number(),
    commuteEmissionsKg: z.number(),
  }),
});
export type ReportSnapshotSummary = z.infer<typeof reportSnapshotSummarySchema>;

export const reportSnapshotSchema = reportSnapshotBaseSchema.extend({
  /** The figures as the metrics endpoint answered them for the period when it was issued. */
  figures: reportMetricsSchema,
});
export type ReportSnapshot = z.infer<typeof reportSnapshotSchema>;

export const reportSnapshotParamsSchema = z.object({ id: z.uuid({ error: 'notFound' }) });
export const reportSnapshotsResponseSchema = z.object({ success: z.literal(true), data: z.array(reportSnapshotSummarySchema) });
export const reportSnapshotResponseSchema = z.object({ success: z.literal(true), data: reportSnapshotSchema });

/** Canonical JSON (RFC 8785 for these values): object keys sorted, no whitespace. Its SHA-256 is a snapshot's `contentHash`. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export const reportsEndpoints = {
  getMetrics: defineEndpoint({
    method: 'GET',
    path: '/reports/metrics',
    tag: 'reports',
    summary: 'The company’s carpooling figures for a period of local days (administrators)',
    authenticated: true,
    access: 'admin',
    query: reportMetricsQuerySchema,
    responses: { 200: reportMetricsResponseSchema },
    errors: [403],
  }),
  listSnapshots: defineEndpoint({
    method: 'GET',
    path: '/reports/snapshots',
    tag: 'reports',
    summary: 'The company’s issued reports, newest first (administrators)',
    authenticated: true,
    access: 'admin',
    responses: { 200: reportSnapshotsResponseSchema },
    errors: [403],
  }),
  getSnapshot: defineEndpoint({
    method: 'GET',
    path: '/reports/snapshots/:id',
    tag: 'reports',
    summary: 'An issued report: its frozen figures and their hash (administrators)',
    authenticated: true,
    access: 'admin',
    params: reportSnapshotParamsSchema,
    responses: { 200: reportSnapshotResponseSchema },
    errors: [403, 404],
  }),
  snapshotCsv: defineEndpoint({
    method: 'GET',
    path: '/reports/snapshots/:id/csv',
    tag: 'reports',
    summary: 'An issued report as CSV (UTF-8 with BOM): its figures with units, its days, factor and hash (administrators)',
    authenticated: true,
    access: 'admin',
    params: reportSnapshotParamsSchema,
    responses: {},
    errors: [403, 404],
  }),
  snapshotPdf: defineEndpoint({
    method: 'GET',
    path: '/reports/snapshots/:id/pdf',
    tag: 'reports',
    summary: 'An issued report as a PDF in the company’s language (administrators)',
    authenticated: true,
    access: 'admin',
    params: reportSnapshotParamsSchema,
    responses: {},
    errors: [403, 404],
  }),
};
