import { companyTripTotalCap, type CompanyTrip, type CompanyTripDetail, type Language, type listCompanyTripsQuerySchema } from '@rumbo/contract';
import type { z } from 'zod';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import { findCompanyTimeZone } from './company-settings.repository.js';
import * as repository from './company-trips.repository.js';
import { describeLegFlags } from './fraud-rules.service.js';

type CompanyTripsQuery = z.output<typeof listCompanyTripsQuerySchema>;

/** Someone of another company on a shared trip is shown, not named. */
function personOnTrip(auth: AuthContext, employeeId: string, enterpriseId: string, fullName: string) {
  return enterpriseId === auth.enterpriseId ? { employeeId, fullName, isOtherCompany: false } : { employeeId: null, fullName: null, isOtherCompany: true };
}

function toCompanyTrip(auth: AuthContext, row: repository.CompanyTripRow): CompanyTrip {
  return {
    tripId: row.id,
    plannedDepartureAt: row.plannedDepartureAt.toISOString(),
    driver: personOnTrip(auth, row.driverId, row.driverEnterpriseId, row.driverFullName),
    passengers: row.passengers,
    status: row.status,
    proofClass: row.proofClass,
    isFlagged: row.isFlagged,
    km: row.km,
    isInterCompany: row.isInterCompany,
  };
}

/**
 * The company's trips (one of its people drove or rode), newest departure first: local days in the
 * company's time zone, status, flagged only, one person. Administrators only.
 */
export async function listCompanyTrips(ctx: ServiceContext, auth: AuthContext, query: CompanyTripsQuery) {
  if (!auth.isAdmin) throw new AppError(403, 'forbidden');
  const timeZone = await findCompanyTimeZone(ctx.db, auth.enterpriseId);
  const { trips, matches } = await repository.listCompanyTrips(
    ctx.db,
    {
      enterpriseId: auth.enterpriseId,
      from: query.from,
      to: query.to,
      timeZone,
      status: query.status,
      flagged: query.flagged,
      employeeId: query.employeeId,
    },
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize, cap: companyTripTotalCap },
  );
  return {
    data: trips.map((row) => toCompanyTrip(auth, row)),
    total: Math.min(matches, companyTripTotalCap),
    totalIsExact: matches <= companyTripTotalCap,
    page: query.page,
    pageSize: query.pageSize,
    timeZone,
  };
}

/** One of the company's trips with every leg, its proof events and its flags' reasons; another company's answers 404. */
export async function getCompanyTrip(ctx: ServiceContext, auth: AuthContext, tripId: string, language: Language): Promise<CompanyTripDetail> {
  if (!auth.isAdmin) throw new AppError(403, 'forbidden');
  const trip = await repository.findCompanyTrip(ctx.db, auth.enterpriseId, tripId);
  if (!trip) throw new AppError(404, 'notFound');
  const legs = await repository.listTripLegs(ctx.db, trip.id);
  const events = await repository.listProofEventsOfBookings(
    ctx.db,
    legs.map((leg) => leg.bookingId),
  );
  return {
    ...toCompanyTrip(auth, trip),
    plannedArrivalAt: trip.plannedArrivalAt?.toISOString() ?? null,
    actualDepartureAt: trip.actualDepartureAt?.toISOString() ?? null,
    actualArrivalAt: trip.actualArrivalAt?.toISOString() ?? null,
    vehicleSeats: trip.vehicleSeats,
    legs: legs.map((leg) => ({
      legId: leg.id,
      passenger: personOnTrip(auth, leg.passengerId, leg.enterpriseId, `${leg.passengerFirstNames} ${leg.passengerLastNames}`.trim()),
      bookingStatus: leg.bookingStatus,
      pickup: { label: leg.pickupLabel, plannedAt: leg.pickupPlannedAt.toISOString(), actualAt: leg.pickupActualAt?.toISOString() ?? null },
      drop: { label: leg.dropLabel, plannedAt: trip.plannedArrivalAt?.toISOString() ?? null, actualAt: leg.dropActualAt?.toISOString() ?? null },
      sharedKm: leg.sharedKm,
      proofClass: leg.proofClass,
      isCancelled: leg.cancelledAt !== null,
      countsInFigures: leg.countsInFigures,
      flags: describeLegFlags(leg.flags, language),
      proofEvents: events
        .filter((event) => event.bookingId === leg.bookingId)
        .map((event) => ({
          kind: event.kind,
          by: event.employeeId === leg.driverId ? ('driver' as const) : ('passenger' as const),
          latitude: event.latitude,
          longitude: event.longitude,
          recordedAt: event.recordedAt.toISOString(),
          receivedAt: event.receivedAt.toISOString(),
        })),
    })),
  };
}
