import type {
  createOfferBodySchema,
  createRequestBodySchema} from '@rumbo/contract';
import {
  bookingTransitions,
  fraudRules,
  interCompanyMaxPeople,
  rideSearchDefaults,
  translateMessage,
  type Booking,
  type BookingRole,
  type CreateBookingBody,
  type CompanyTrip,
  type CompanyTripDetail,
  companyTripTotalCap,
  type CreateProofBody,
  type Journey,
  type Language,
  type LegFlagReason,
  type listCompanyTripsQuerySchema,
  type ProofClass,
  type Ride,
  type SearchRidesQuery,
  type UpdateBookingBody
} from '@rumbo/contract';
import type { z } from 'zod';
import { AppError } from '../../errors.js';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/auth-context.js';
import { refreshRequestFigures, refreshTripFigures } from '../reports/report-days.service.js';
import { getCompanyTripRules, getTripRules } from '../trip-rules/trip-rules.service.js';
import { cellOf, cellsAround, distanceKm } from './ride-grid.js';
import * as repository from './trips.repository.js';
import type { LegFlagRow } from './trips.table.js';

type OfferBody = z.output<typeof createOfferBodySchema>;
type RequestBody = z.output<typeof createRequestBodySchema>;

// ---- journeys ----------------------------------------------------------------------------------

/** Minutes after midnight of an instant in a time zone: a recurring journey repeats at that time of day. */
function minuteOfDay(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return part('hour') * 60 + part('minute');
}

async function createJourney(ctx: ServiceContext, auth: AuthContext, role: 'driver' | 'passenger', body: OfferBody | RequestBody): Promise<Journey> {
  const { timeZone } = await repository.findCompanySettings(ctx.db, auth.enterpriseId);
  const departureAt = new Date(body.departureAt);
  const row = await repository.insertJourney(ctx.db, {
    enterpriseId: auth.enterpriseId,
    employeeId: auth.employeeId,
    role,
    originLatitude: body.origin.latitude,
    originLongitude: body.origin.longitude,
    originLabel: body.origin.label,
    originCell: cellOf(body.origin.latitude, body.origin.longitude),
    destinationLatitude: body.destination.latitude,
    destinationLongitude: body.destination.longitude,
    destinationLabel: body.destination.label,
    departureAt,
    departureMarginSeconds: body.departureMarginSeconds,
    weekdayMask: body.weekdays.reduce((mask, day) => mask | (1 << (day - 1)), 0),
    departureMinute: minuteOfDay(departureAt, timeZone),
    timeZone,
    seats: 'seats' in body ? body.seats : null,
    gender: body.gender ?? null,
    sameGenderDriver: 'sameGenderDriver' in body ? body.sameGenderDriver : false,
    createdAt: ctx.clock.now(),
  });
  return repository.toJourney(row);
}

/**
 * Any active person of the company may offer rides: the session check already refuses anyone
 * pending, suspended or in the trash, which is what "approved drivers only" asks of a driver.
 */
export function createOffer(ctx: ServiceContext, auth: AuthContext, body: OfferBody): Promise<Journey> {
  return createJourney(ctx, auth, 'driver', body);
}

/** Asking for a same-gender driver is offered only where the company turned that rule on. */
export async function createRequest(ctx: ServiceContext, auth: AuthContext, body: RequestBody): Promise<Journey> {
  if (body.sameGenderDriver && !(await getTripRules(ctx, auth)).rules.sameGenderOnRequest) throw new AppError(409, 'sameGenderNotOffered', {}, {}, 'sameGenderDriver');
  return withTransaction(ctx, async (tx) => {
    const journey = await createJourney(tx, auth, 'passenger', body);
    // The reports' match rate counts requests by the day they leave.
    await refreshRequestFigures(tx, journey.journeyId);
    return journey;
  });
}

export async function listJourneys(ctx: ServiceContext, auth: AuthContext, role: 'driver' | 'passenger', query: { page: number; pageSize: number }) {
  const rows = await repository.listOpenJourneys(ctx.db, auth.employeeId, role, query.page, query.pageSize);
  return { data: rows.map(repository.toJourney), page: query.page, pageSize: query.pageSize };
}

/** Cancels one of the caller's journeys and the bookings on it not yet done; another's answers 404. */
export async function cancelJourney(ctx: ServiceContext, auth: AuthContext, role: 'driver' | 'passenger', journeyId: string): Promise<Journey> {
  return withTransaction(ctx, async (tx) => {
    const journey = await repository.findOwnJourney(tx.db, auth.employeeId, role, journeyId);
    if (!journey) throw new AppError(404, 'notFound');
    if (journey.status !== 'open') throw new AppError(409, 'journeyNotOpen');
    const now = tx.clock.now();
    for (const booking of await repository.listLiveBookingsOfJourney(tx.db, journeyId)) await cancelBooking(tx, booking, now);
    const cancelled = repository.toJourney(await repository.cancelJourney(tx.db, journeyId, now));
    if (role === 'passenger') await refreshRequestFigures(tx, journeyId);
    return cancelled;
  });
}

// ---- the ride search ---------------------------------------------------------------------------

type Rules = Awaited<ReturnType<typeof getTripRules>>['rules'];

async function findRides(ctx: ServiceContext, auth: AuthContext, request: repository.JourneyRow, rules: Rules, query: SearchRidesQuery, offerId?: string) {
  const origin = { latitude: request.originLatitude, longitude: request.originLongitude };
  return repository.searchRides(ctx.db, {
    passengerId: auth.employeeId,
    passengerEnterpriseId: auth.enterpriseId,
    origin,
    destination: { latitude: request.destinationLatitude, longitude: request.destinationLongitude },
    departureAt: request.departureAt,
    windowSeconds: query.timeWindowSeconds,
    radiusKm: query.radiusKm,
    cells: cellsAround(origin.latitude, origin.longitude, query.radiusKm),
    allowInterCompany: rules.allowInterCompanyTrips,
    driverGender: request.sameGenderDriver ? request.gender : null,
    offerId,
  });
}

/** Whether a ride carries people of more than one company once this passenger is on it. */
function isInterCompanyRide(ride: repository.RideRow, passengerEnterpriseId: string): boolean {
  return ride.driverEnterpriseId !== passengerEnterpriseId || ride.carriesOtherCompany;
}

/** Seats this passenger may still take: the car's, and at most 4 people with the driver when companies mix. */
function seatsLeftFor(ride: repository.RideRow, passengerEnterpriseId: string): number {
  const limit = isInterCompanyRide(ride, passengerEnterpriseId) ? Math.min(ride.seats, interCompanyMaxPeople - 1) : ride.seats;
  return limit - ride.taken;
}

/** A driver the company's "approved drivers only" rule (the passenger's or the driver's) admits. */
function isDriverAdmitted(ride: repository.RideRow, rules: Rules): boolean {
  return ride.driverIsActive || !(rules.approvedDriversOnly || ride.driverCompanyApprovedOnly);
}

/** The caller's open request with their company's trip rules; `field` names the request in the answer's error. */
async function findOpenRequest(ctx: ServiceContext, auth: AuthContext, requestId: string, field?: string) {
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

// ---- bookings ----------------------------------------------------------------------------------

async function describeBooking(ctx: ServiceContext, auth: AuthContext, booking: repository.BookingRow, language: Language): Promise<Booking> {
  const [request, legs] = await Promise.all([repository.findJourney(ctx.db, booking.requestId), repository.findLegsOfBookings(ctx.db, [booking.id])]);
  const leg = legs[0];
  return {
    bookingId: booking.id,
    status: booking.status,
    role: booking.driverId === auth.employeeId ? 'driver' : 'passenger',
    offerId: booking.offerId,
    requestId: booking.requestId,
    departureAt: booking.departureAt.toISOString(),
    pickup: { latitude: request!.originLatitude, longitude: request!.originLongitude, label: request!.originLabel },
    drop: { latitude: request!.destinationLatitude, longitude: request!.destinationLongitude, label: request!.destinationLabel },
    interCompany: booking.enterpriseId !== booking.driverEnterpriseId,
    leg: leg
      ? {
          legId: leg.id,
          tripId: leg.tripId,
          proofClass: leg.proofClass,
          sharedKm: leg.sharedKm,
          soloKm: leg.soloKm,
          flags: leg.flags.map((flag) => ({
            reason: flag.reason as LegFlagReason,
            message: translateMessage(flagMessageKeys[flag.reason as LegFlagReason], language, flag.params),
            flaggedAt: flag.flaggedAt,
          })),
          countsInFigures: leg.countsInFigures,
        }
      : null,
    createdAt: booking.createdAt.toISOString(),
  };
}

/** A passenger books a ride the search finds for their request, under the same rules; it waits for the driver. */
export async function createBooking(ctx: ServiceContext, auth: AuthContext, body: CreateBookingBody, language: Language): Promise<Booking> {
  const booking = await withTransaction(ctx, async (tx) => {
    const { request, rules } = await findOpenRequest(tx, auth, body.requestId, 'requestId');
    // Locking the offer makes bookings of one ride take their seats one after the other.
    const offer = await repository.findJourney(tx.db, body.offerId, true);
    if (!offer || offer.role !== 'driver') throw new AppError(404, 'notFound', {}, {}, 'offerId');
    if (offer.employeeId === auth.employeeId) throw new AppError(409, 'ownOfferNotBookable', {}, {}, 'offerId');
    if (offer.enterpriseId !== auth.enterpriseId && !rules.allowInterCompanyTrips) throw new AppError(404, 'notFound', {}, {}, 'offerId');
    const [ride] = await findRides(tx, auth, request, rules, { timeWindowSeconds: rideSearchDefaults.timeWindowSeconds, radiusKm: rideSearchDefaults.radiusKm }, offer.id);
    if (!ride) throw new AppError(409, 'rideNoLongerMatches', {}, {}, 'offerId');
    if (!isDriverAdmitted(ride, rules)) throw new AppError(409, 'driverNotApproved', {}, {}, 'offerId');
    if (seatsLeftFor(ride, auth.enterpriseId) <= 0) {
      const full = isInterCompanyRide(ride, auth.enterpriseId) && ride.taken + 1 >= interCompanyMaxPeople;
      throw full ? new AppError(409, 'interCompanyTripFull', { max: interCompanyMaxPeople }) : new AppError(409, 'noSeatsLeft');
    }
    const now = tx.clock.now();
    const inserted = await repository.insertBooking(tx.db, {
      enterpriseId: auth.enterpriseId,
      driverEnterpriseId: offer.enterpriseId,
      offerId: offer.id,
      requestId: request.id,
      passengerId: auth.employeeId,
      driverId: offer.employeeId,
      departureAt: ride.departureAt,
      createdAt: now,
      updatedAt: now,
    });
    if (!inserted) throw new AppError(409, 'bookingAlreadyExists');
    return inserted;
  });
  return describeBooking(ctx, auth, booking, language);
}

export async function listBookings(ctx: ServiceContext, auth: AuthContext, query: { page: number; pageSize: number }, language: Language) {
  const rows = await repository.listPartyBookings(ctx.db, auth.employeeId, query.page, query.pageSize);
  return { data: await Promise.all(rows.map((row) => describeBooking(ctx, auth, row, language))), page: query.page, pageSize: query.pageSize };
}

/** A booking the caller is a party to; anyone else's answers 404, as another company's record does. */
export async function getBooking(ctx: ServiceContext, auth: AuthContext, bookingId: string, language: Language): Promise<Booking> {
  const booking = await repository.findPartyBooking(ctx.db, auth.employeeId, bookingId);
  if (!booking) throw new AppError(404, 'notFound');
  return describeBooking(ctx, auth, booking, language);
}

const roleNameKeys = { driver: 'bookingRoleDriver', passenger: 'bookingRolePassenger' } as const;
const movedMessageKeys = {
  CONFIRMED: 'bookingConfirmed',
  CANCELLED: 'bookingCancelled',
  COMPLETED_PENDING_VALIDATION: 'bookingCompleted',
  VALIDATED: 'bookingValidated',
} as const;

/** Moves a booking as `bookingTransitions` allows: from which statuses, and by whom. */
export async function updateBooking(ctx: ServiceContext, auth: AuthContext, bookingId: string, body: UpdateBookingBody, language: Language) {
  const booking = await withTransaction(ctx, async (tx) => {
    const current = await repository.findPartyBooking(tx.db, auth.employeeId, bookingId, true);
    if (!current) throw new AppError(404, 'notFound');
    const role: BookingRole = current.driverId === auth.employeeId ? 'driver' : 'passenger';
    const transition = bookingTransitions[body.status];
    if (!(transition.from as readonly string[]).includes(current.status)) {
      throw new AppError(409, 'bookingMoveRefused', { from: current.status, to: body.status });
    }
    if (!(transition.by as readonly string[]).includes(role)) {
      throw new AppError(403, 'bookingMoveNotYours', { role: { key: roleNameKeys[transition.by[0]] } });
    }
    const now = tx.clock.now();
    if (body.status === 'CONFIRMED') await confirmBooking(tx, current, now);
    else if (body.status === 'CANCELLED') await cancelBooking(tx, current, now);
    else if (body.status === 'COMPLETED_PENDING_VALIDATION') await completeBooking(tx, current, body.vehicleKm, now);
    else await validateBooking(tx, current, now);
    return (await repository.findPartyBooking(tx.db, auth.employeeId, bookingId))!;
  });
  return { message: translateMessage(movedMessageKeys[body.status], language), data: await describeBooking(ctx, auth, booking, language) };
}

/** The driver confirms: the ride's trip (made now if it is the first) gets the passenger's leg. */
async function confirmBooking(ctx: ServiceContext, booking: repository.BookingRow, now: Date): Promise<void> {
  const offer = (await repository.findJourney(ctx.db, booking.offerId, true))!;
  if (offer.status !== 'open') throw new AppError(409, 'journeyNotOpen');
  const trip = await repository.findOrCreateTrip(ctx.db, {
    enterpriseId: offer.enterpriseId,
    offerId: offer.id,
    driverId: offer.employeeId,
    vehicleSeats: offer.seats!,
    plannedDepartureAt: booking.departureAt,
    createdAt: now,
  });
  const legs = await repository.summarizeTripLegs(ctx.db, trip.id);
  const companies = new Set([offer.enterpriseId, booking.enterpriseId, ...legs.enterpriseIds]);
  if (companies.size > 1) {
    // Either company may have turned trips with other companies off since the booking was made.
    for (const enterpriseId of companies) {
      if (!(await getCompanyTripRules(ctx, enterpriseId)).allowInterCompanyTrips) throw new AppError(409, 'interCompanyTripsNotAllowed');
    }
    if (legs.live + 2 > interCompanyMaxPeople) throw new AppError(409, 'interCompanyTripFull', { max: interCompanyMaxPeople });
  }
  if (legs.live + 1 > offer.seats!) throw new AppError(409, 'noSeatsLeft');
  const request = (await repository.findJourney(ctx.db, booking.requestId))!;
  const pickup = { latitude: request.originLatitude, longitude: request.originLongitude };
  const drop = { latitude: request.destinationLatitude, longitude: request.destinationLongitude };
  // Straight-line km until the app sends the routes' own: the passenger rides pickup to drop, and would have driven it alone.
  const km = Math.round(distanceKm(pickup, drop) * 1000) / 1000;
  await repository.insertLeg(ctx.db, {
    enterpriseId: booking.enterpriseId,
    tripId: trip.id,
    bookingId: booking.id,
    passengerId: booking.passengerId,
    pickupLatitude: pickup.latitude,
    pickupLongitude: pickup.longitude,
    pickupLabel: request.originLabel,
    pickupPlannedAt: booking.departureAt,
    dropLatitude: drop.latitude,
    dropLongitude: drop.longitude,
    dropLabel: request.destinationLabel,
    sharedKm: km,
    soloKm: km,
    createdAt: now,
  });
  await repository.updateTrip(ctx.db, trip.id, { isInterCompany: companies.size > 1, status: 'planned' });
  await repository.setBookingStatus(ctx.db, booking.id, 'CONFIRMED', now, trip.id);
  await refreshTripProofClass(ctx, trip.id);
  await refreshTripFigures(ctx, trip.id);
  await refreshRequestFigures(ctx, booking.requestId);
}

async function cancelBooking(ctx: ServiceContext, booking: repository.BookingRow, now: Date): Promise<void> {
  await repository.setBookingStatus(ctx.db, booking.id, 'CANCELLED', now);
  if (!booking.tripId) return;
  const leg = await repository.findLegOfBooking(ctx.db, booking.id);
  if (leg) await repository.updateLeg(ctx.db, leg.id, { cancelledAt: now });
  if ((await repository.countOtherLiveLegs(ctx.db, booking.tripId, booking.id)) === 0) await repository.updateTrip(ctx.db, booking.tripId, { status: 'cancelled' });
  else await refreshTripProofClass(ctx, booking.tripId);
  await refreshTripFigures(ctx, booking.tripId);
}

/** The driver says the ride is done (with the km the car drove): the leg's fraud rules are checked now. */
async function completeBooking(ctx: ServiceContext, booking: repository.BookingRow, vehicleKm: number | undefined, now: Date): Promise<void> {
  const trip = await repository.findTrip(ctx.db, booking.tripId!);
  await repository.updateTrip(ctx.db, trip.id, {
    status: 'completed',
    actualArrivalAt: trip.actualArrivalAt ?? now,
    ...(vehicleKm !== undefined && { vehicleKm }),
  });
  await repository.setBookingStatus(ctx.db, booking.id, 'COMPLETED_PENDING_VALIDATION', now);
  await checkFraudRules(ctx, booking, now);
  // The km driven changes every company's figures of the trip, not only this leg's.
  await refreshTripFigures(ctx, trip.id);
}

async function validateBooking(ctx: ServiceContext, booking: repository.BookingRow, now: Date): Promise<void> {
  const leg = (await repository.findLegOfBooking(ctx.db, booking.id))!;
  await repository.updateLeg(ctx.db, leg.id, { validatedAt: now });
  await repository.setBookingStatus(ctx.db, booking.id, 'VALIDATED', now);
  await refreshTripFigures(ctx, leg.tripId);
}

// ---- proof -------------------------------------------------------------------------------------

/** How near the leg's pickup or drop point a phone's position must be to prove it. */
const proofRadiusKm = 1;
const proofRank: Record<ProofClass, number> = { A: 0, B: 1, C: 2 };

/**
 * A: the match alone; B: one occupant's phone placed at pickup and at drop; C: every occupant's
 * (driver and passenger), each under a login of their own.
 */
function proofClassOf(
  leg: repository.LegRow,
  booking: repository.BookingRow,
  events: Awaited<ReturnType<typeof repository.listProofEvents>>,
): ProofClass {
  const proves = (employeeId: string) => {
    const own = events.filter((event) => event.employeeId === employeeId);
    const at = (kind: 'pickup' | 'drop', point: { latitude: number; longitude: number }) =>
      own.find((event) => event.kind === kind && distanceKm(event, point) <= proofRadiusKm);
    const pickup = at('pickup', { latitude: leg.pickupLatitude, longitude: leg.pickupLongitude });
    const drop = at('drop', { latitude: leg.dropLatitude, longitude: leg.dropLongitude });
    return pickup && drop && pickup.accountId === drop.accountId ? pickup.accountId : undefined;
  };
  const driver = proves(booking.driverId);
  const passenger = proves(booking.passengerId);
  if (driver && passenger && driver !== passenger) return 'C';
  return driver || passenger ? 'B' : 'A';
}

async function refreshTripProofClass(ctx: ServiceContext, tripId: string): Promise<void> {
  const { proofClasses } = await repository.summarizeTripLegs(ctx.db, tripId);
  const weakest = proofClasses.reduce<ProofClass>((low, proof) => (proofRank[proof] < proofRank[low] ? proof : low), 'C');
  await repository.updateTrip(ctx.db, tripId, { proofClass: proofClasses.length ? weakest : 'A' });
}

/** An occupant's phone reports where it was at pickup or drop; the leg's proof class follows. */
export async function createProof(ctx: ServiceContext, auth: AuthContext, bookingId: string, body: CreateProofBody, language: Language): Promise<Booking> {
  const booking = await withTransaction(ctx, async (tx) => {
    const current = await repository.findPartyBooking(tx.db, auth.employeeId, bookingId, true);
    if (!current) throw new AppError(404, 'notFound');
    if (!['CONFIRMED', 'COMPLETED_PENDING_VALIDATION', 'VALIDATED'].includes(current.status)) throw new AppError(409, 'proofNeedsConfirmedBooking');
    const now = tx.clock.now();
    const recordedAt = new Date(body.recordedAt);
    await repository.insertProofEvent(tx.db, {
      enterpriseId: auth.enterpriseId,
      bookingId,
      employeeId: auth.employeeId,
      accountId: auth.accountId,
      kind: body.kind,
      latitude: body.latitude,
      longitude: body.longitude,
      recordedAt,
      receivedAt: now,
    });
    const leg = (await repository.findLegOfBooking(tx.db, bookingId))!;
    const proofClass = proofClassOf(leg, current, await repository.listProofEvents(tx.db, bookingId));
    const actual = body.kind === 'pickup' ? { pickupActualAt: leg.pickupActualAt ?? recordedAt } : { dropActualAt: leg.dropActualAt ?? recordedAt };
    await repository.updateLeg(tx.db, leg.id, { proofClass, ...actual });
    if (body.kind === 'pickup') {
      const trip = await repository.findTrip(tx.db, leg.tripId);
      if (!trip.actualDepartureAt) await repository.updateTrip(tx.db, trip.id, { actualDepartureAt: recordedAt });
    }
    await refreshTripProofClass(tx, leg.tripId);
    if (current.status !== 'CONFIRMED') await checkFraudRules(tx, current, now);
    else await flagLateData(tx, leg, now);
    // Proof class, pickup time and flags are all figures.
    await refreshTripFigures(tx, leg.tripId);
    return current;
  });
  return describeBooking(ctx, auth, booking, language);
}

// ---- fraud rules -------------------------------------------------------------------------------

const flagMessageKeys = {
  shortLeg: 'legFlagShortLeg',
  tooManyTripsInADay: 'legFlagTooManyTripsInADay',
  samePeopleWithin30Minutes: 'legFlagSamePeopleWithin30Minutes',
  lateData: 'legFlagLateData',
} as const satisfies Record<LegFlagReason, string>;

const flagParams: Record<LegFlagReason, Record<string, number>> = {
  shortLeg: { km: fraudRules.minimumLegKm },
  tooManyTripsInADay: { trips: fraudRules.tripsPerDayAllowed },
  samePeopleWithin30Minutes: { minutes: fraudRules.repeatWindowMinutes },
  lateData: { hours: fraudRules.lateDataHours },
};

/** Adds flags a leg does not have yet; a flag once set stays (it is shown, and keeps the leg out of the figures). */
async function addFlags(ctx: Pick<ServiceContext, 'db'>, legId: string, reasons: LegFlagReason[], now: Date): Promise<void> {
  const [locked] = await repository.lockLeg(ctx.db, legId);
  const flags = locked!.flags;
  const added: LegFlagRow[] = reasons
    .filter((reason) => !flags.some((flag) => flag.reason === reason))
    .map((reason) => ({ reason, flaggedAt: now.toISOString(), params: flagParams[reason] }));
  if (added.length) await repository.setLegFlags(ctx.db, legId, [...flags, ...added]);
}

/** Data that reached the service more than 24 hours after the trip started. */
async function flagLateData(ctx: Pick<ServiceContext, 'db'>, leg: repository.LegRow, now: Date): Promise<void> {
  const trip = await repository.findTrip(ctx.db, leg.tripId);
  const startedAt = trip.actualDepartureAt ?? trip.plannedDepartureAt;
  if (now.getTime() - startedAt.getTime() > fraudRules.lateDataHours * 3600 * 1000) await addFlags(ctx, leg.id, ['lateData'], now);
}

/** The rules of the carpool proof registry, checked when the ride is done and whenever data arrives after. */
async function checkFraudRules(ctx: Pick<ServiceContext, 'db'>, booking: repository.BookingRow, now: Date): Promise<void> {
  const leg = (await repository.findLegOfBooking(ctx.db, booking.id))!;
  const trip = await repository.findTrip(ctx.db, leg.tripId);
  const { timeZone } = await repository.findCompanySettings(ctx.db, leg.enterpriseId);
  const reasons: LegFlagReason[] = [];
  if (leg.sharedKm < fraudRules.minimumLegKm) reasons.push('shortLeg');
  for (const person of [booking.driverId, booking.passengerId]) {
    if ((await repository.rankTripInPersonsDay(ctx.db, person, trip, timeZone)) > fraudRules.tripsPerDayAllowed) {
      reasons.push('tooManyTripsInADay');
      break;
    }
  }
  if (await repository.hasTripOfSamePeopleNear(ctx.db, [booking.driverId, booking.passengerId], trip, fraudRules.repeatWindowMinutes)) {
    reasons.push('samePeopleWithin30Minutes');
  }
  await addFlags(ctx, leg.id, reasons, now);
  await flagLateData(ctx, leg, now);
}

/**
 * Runs the fraud rules on a booking's leg as if its last data arrived at `now`: how legs written in
 * bulk (the demo seed) get their flags from the same rules as the app's. Leaves the day roll-ups to the caller.
 */
export async function checkLegFraudRules(ctx: Pick<ServiceContext, 'db'>, passengerId: string, bookingId: string, now: Date): Promise<void> {
  const booking = await repository.findPartyBooking(ctx.db, passengerId, bookingId, true);
  if (!booking) throw new Error(`no booking ${bookingId} of passenger ${passengerId}`);
  await checkFraudRules(ctx, booking, now);
}

// ---- the administrators' view ------------------------------------------------------------------

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
  const { timeZone } = await repository.findCompanySettings(ctx.db, auth.enterpriseId);
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
      flags: leg.flags.map((flag) => ({
        reason: flag.reason as LegFlagReason,
        message: translateMessage(flagMessageKeys[flag.reason as LegFlagReason], language, flag.params),
        flaggedAt: flag.flaggedAt,
      })),
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
