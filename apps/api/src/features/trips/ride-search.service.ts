import { interCompanyMaxPeople, type Ride, type SearchRidesQuery } from '@rumbo/contract';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import type { getTripRules } from '../trip-rules/index.js';
import type { JourneyRow } from './journeys.repository.js';
import { departureOn } from './ride-days.js';
import { cellsAround } from './ride-grid.js';
import * as repository from './ride-search.repository.js';

type Rules = Awaited<ReturnType<typeof getTripRules>>['rules'];

/** The rides the search finds for a request (on `query.date` for a recurring one) under its company's rules (a booking checks its one offer again). */
export async function findRides(ctx: ServiceContext, auth: AuthContext, request: JourneyRow, rules: Rules, query: SearchRidesQuery, offerId?: string) {
  const origin = { latitude: request.originLatitude, longitude: request.originLongitude };
  return repository.searchRides(ctx.db, {
    passengerId: auth.employeeId,
    passengerEnterpriseId: auth.enterpriseId,
    origin,
    destination: { latitude: request.destinationLatitude, longitude: request.destinationLongitude },
    departureAt: departureOn(request, query.date, offerId ? 'date' : undefined),
    windowSeconds: query.timeWindowSeconds,
    radiusKm: query.radiusKm,
    cells: cellsAround(origin.latitude, origin.longitude, query.radiusKm),
    allowInterCompany: rules.allowInterCompanyTrips,
    driverGender: request.sameGenderDriver ? request.gender : null,
    offerId,
  });
}

/** Whether a ride carries people of more than one company once this passenger is on it. */
export function isInterCompanyRide(ride: repository.RideRow, passengerEnterpriseId: string): boolean {
  return ride.driverEnterpriseId !== passengerEnterpriseId || ride.carriesOtherCompany;
}

/** Seats this passenger may still take: the car's, and at most 4 people with the driver when companies mix. */
export function seatsLeftFor(ride: repository.RideRow, passengerEnterpriseId: string): number {
  const limit = isInterCompanyRide(ride, passengerEnterpriseId) ? Math.min(ride.seats, interCompanyMaxPeople - 1) : ride.seats;
  return limit - ride.taken;
}

/** A driver the company's "approved drivers only" rule (the passenger's or the driver's) admits. */
export function isDriverAdmitted(ride: repository.RideRow, rules: Rules): boolean {
  return ride.driverIsActive || !(rules.approvedDriversOnly || ride.driverCompanyApprovedOnly);
}

/** The caller's open request with their company's trip rules; `field` names the request in the answer's error. */
export async function findOpenRequest(ctx: ServiceContext, auth: AuthContext, requestId: string, field?: string) {
  const found = await repository.findOwnRequestWithRules(ctx.db, auth.employeeId, requestId);
  if (!found) throw new AppError(404, 'notFound', {}, {}, field);
  if (found.request.status !== 'open') throw new AppError(409, 'journeyNotOpen', {}, {}, field);
  return found;
}

export async function searchRides(ctx: ServiceContext, auth: AuthContext, requestId: string, query: SearchRidesQuery): Promise<Ride[]> {
  const { request, rules } = await findOpenRequest(ctx, auth, requestId);
  const rides = await findRides(ctx, auth, request, rules, query);
  return rides
    .filter((ride) => isDriverAdmitted(ride, rules) && seatsLeftFor(ride, auth.enterpriseId) > 0)
    .map((ride) => ({
      offerId: ride.offerId,
      departureAt: ride.departureAt.toISOString(),
      driverFirstNames: ride.driverFirstNames,
      pickupDistanceKm: Math.round(ride.pickupDistanceKm * 1000) / 1000,
      dropDistanceKm: Math.round(ride.dropDistanceKm * 1000) / 1000,
      seatsLeft: seatsLeftFor(ride, auth.enterpriseId),
      interCompany: isInterCompanyRide(ride, auth.enterpriseId),
    }));
}
