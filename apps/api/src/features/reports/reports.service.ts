import type { EmissionFactorInUse, ReportMetrics, ReportMetricsQuery, ReportShare } from '@rumbo/contract';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import { hasLiveSubscription } from '../billing/index.js';
import { findCompanyEmissionFactor } from './emission-factors.service.js';
import { sumDay } from './report-days.service.js';
import * as repository from './reports.repository.js';

// Figures are summed unrounded and rounded once here, at the edge: kg and km to 0.1, shares to 4 decimals.
const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const share = (numerator: number, denominator: number): ReportShare => ({
  share: denominator === 0 ? null : roundTo(numerator / denominator, 4),
  numerator,
  denominator,
});

/** Every local day from `from` to `to`, both included. */
function listDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000) days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

/**
 * Reports are for a subscribed company's administrators: anyone else 403 `forbidden`, an
 * administrator of a company with no subscription (active, or past due while retried) 403
 * `subscriptionRequired`.
 */
export async function assertCanReadReports(ctx: ServiceContext, auth: AuthContext): Promise<void> {
  if (!auth.isAdmin) throw new AppError(403, 'forbidden');
  if (!(await hasLiveSubscription(ctx, auth.enterpriseId))) throw new AppError(403, 'subscriptionRequired');
}

/** The company's figures for a period of local days, live. Administrators of a subscribed company only. */
export async function getReportMetrics(ctx: ServiceContext, auth: AuthContext, query: ReportMetricsQuery): Promise<ReportMetrics> {
  await assertCanReadReports(ctx, auth);
  return computeReportMetrics(ctx, auth.enterpriseId, query);
}

/**
 * The company's figures for a period of local days, summed from its day roll-ups (report_days,
 * report_day_people), never from its legs; CO2 with the factor in force on the period's last day.
 * Checks nobody: the callers do.
 */
export async function computeReportMetrics(ctx: Pick<ServiceContext, 'db'>, enterpriseId: string, query: ReportMetricsQuery): Promise<ReportMetrics> {
  const { from, to } = query;
  const [emissionFactor, timeZone, rows, participants, people] = await Promise.all([
    findCompanyEmissionFactor(ctx, enterpriseId, to),
    repository.findCompanyTimeZone(ctx.db, enterpriseId),
    repository.listReportDays(ctx.db, enterpriseId, from, to),
    repository.countParticipants(ctx.db, enterpriseId, from, to),
    repository.countPeopleOfPeriod(ctx.db, enterpriseId, from, to),
  ]);
  const factor = emissionFactor.factor.value;
  const total = (pick: (row: repository.ReportDayRow) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  const trips = total((row) => row.trips);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return {
    from,
    to,
    timeZone,
    participation: share(participants, people),
    trips,
    legs: total((row) => row.legs),
    seatsOffered: total((row) => row.seatsOffered),
    seatsUsed: total((row) => row.seatsUsed),
    averageOccupancy: trips === 0 ? null : roundTo(total((row) => row.occupants) / trips, 2),
    sharedKm: roundTo(total((row) => row.sharedKm), 1),
    vehicleKmAvoided: roundTo(total((row) => row.vehicleKmAvoided), 1),
    co2AvoidedKg: roundTo(total((row) => row.vehicleKmAvoided) * factor, 1),
    commuteEmissionsKg: roundTo(total((row) => row.allocatedVehicleKm) * factor, 1),
    punctuality: share(total((row) => row.pickupsPunctual), total((row) => row.pickupsTimed)),
    matchRate: share(total((row) => row.requestsMatched), total((row) => row.requests)),
    proofQuality: share(total((row) => row.legsProofC), total((row) => row.legs)),
    flaggedShare: share(total((row) => row.legsFlagged), total((row) => row.legsAll)),
    emissionFactor,
    days: listDays(from, to).map((day) => {
      const row = byDay.get(day);
      return { day, trips: row?.trips ?? 0, participants: row?.participants ?? 0, co2AvoidedKg: roundTo((row?.vehicleKmAvoided ?? 0) * factor, 1) };
    }),
  };
}

/** One person's part of the figures of a period, as `computePersonMetrics` answers it. */
export type PersonMetrics = {
  trips: number;
  sharedKm: number;
  vehicleKmAvoided: number;
  co2AvoidedKg: number;
  /** The factor of the period's last day; null before the first one was in force. */
  emissionFactor: EmissionFactorInUse['factor'] | null;
};

/**
 * A person's part of the figures of the trips planned to leave within [start, end), counted by the
 * report's own statement and sums: the counting legs of the trips they drove or rode a counting leg
 * of, each trip shared by `sumDay` with the person standing where the report puts a company (their
 * own leg, and the driver's seat when they drove). So each trip's vehicle-km avoided is shared among
 * its occupants as the report shares it among companies, and a company's people add up to its
 * report. CO2 with the factor in force on `lastDay`; rounded once, as the report is. Checks nobody.
 */
export async function computePersonMetrics(
  ctx: Pick<ServiceContext, 'db'>,
  person: { employeeId: string; enterpriseId: string },
  period: { start: Date; end: Date; lastDay: string },
): Promise<PersonMetrics> {
  const [legs, emissionFactor] = await Promise.all([
    repository.listCountingLegsOfPersonTrips(ctx.db, person.employeeId, period),
    findCompanyEmissionFactor(ctx, person.enterpriseId, period.lastDay),
  ]);
  const { employeeId } = person;
  const asCompanyLegs = legs.map((leg) => ({
    ...leg,
    enterpriseId: leg.passengerId === employeeId ? employeeId : '',
    driverEnterpriseId: leg.driverId === employeeId ? employeeId : '',
  }));
  const figures = { trips: 0, sharedKm: 0, vehicleKmAvoided: 0 };
  for (const share of sumDay(employeeId, asCompanyLegs).values()) {
    figures.trips += share?.trips ?? 0;
    figures.sharedKm += share?.sharedKm ?? 0;
    figures.vehicleKmAvoided += share?.vehicleKmAvoided ?? 0;
  }
  // A period before the first factor's `valid_from` has none in force.
  const factor = (emissionFactor.factor as typeof emissionFactor.factor | undefined) ?? null;
  return {
    trips: figures.trips,
    sharedKm: roundTo(figures.sharedKm, 1),
    vehicleKmAvoided: roundTo(figures.vehicleKmAvoided, 1),
    co2AvoidedKg: factor ? roundTo(figures.vehicleKmAvoided * factor.value, 1) : 0,
    emissionFactor: factor,
  };
}
