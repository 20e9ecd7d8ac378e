import type { Booking, CreateProofBody, Language, ProofClass } from '@rumbo/contract';
import { AppError } from '../../errors.js';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import { refreshTripFigures } from '../reports/index.js';
import { findPartyBooking, type BookingRow } from './bookings.repository.js';
import { describeBooking } from './bookings.service.js';
import { checkFraudRules, flagLateData } from './fraud-rules.service.js';
import * as repository from './proofs.repository.js';
import { distanceKm } from './ride-grid.js';
import { takeTripsAttempt } from './throttles.js';
import { findLegOfBooking, findTrip, summarizeTripLegs, updateLeg, updateTrip, type LegRow } from './trip-legs.repository.js';
import { assertArrivalAfterDeparture, assertRecordedInTrip } from './trip-times.js';

/** How near the leg's pickup or drop point a phone's position must be to prove it. */
export const proofRadiusKm = 1;
const proofRank: Record<ProofClass, number> = { A: 0, B: 1, C: 2 };

/**
 * A: the match alone; B: one occupant's phone placed at pickup and at drop; C: every occupant's
 * (driver and passenger), each under a login of their own.
 */
function proofClassOf(
  leg: LegRow,
  booking: BookingRow,
  events: Awaited<ReturnType<typeof repository.listProofEvents>>,
): ProofClass {
  const proves = (employeeId: string) => {
    const own = events.filter((event) => event.employeeId === employeeId);
    // A proof sent without a position proves no place.
    const at = (kind: 'pickup' | 'drop', point: { latitude: number; longitude: number }) =>
      own.find(
        (event) =>
          event.kind === kind &&
          event.latitude !== null &&
          event.longitude !== null &&
          distanceKm({ latitude: event.latitude, longitude: event.longitude }, point) <= proofRadiusKm,
      );
    const pickup = at('pickup', { latitude: leg.pickupLatitude, longitude: leg.pickupLongitude });
    const drop = at('drop', { latitude: leg.dropLatitude, longitude: leg.dropLongitude });
    return pickup && drop && pickup.accountId === drop.accountId ? pickup.accountId : undefined;
  };
  const driver = proves(booking.driverId);
  const passenger = proves(booking.passengerId);
  if (driver && passenger && driver !== passenger) return 'C';
  return driver || passenger ? 'B' : 'A';
}

/** A trip's proof class is the weakest of its live legs' (A with none): written again whenever a leg is proved, added or cancelled. */
export async function refreshTripProofClass(ctx: ServiceContext, tripId: string): Promise<void> {
  const { proofClasses } = await summarizeTripLegs(ctx.db, tripId);
  const weakest = proofClasses.reduce<ProofClass>((low, proof) => (proofRank[proof] < proofRank[low] ? proof : low), 'C');
  await updateTrip(ctx.db, tripId, { proofClass: proofClasses.length ? weakest : 'A' });
}

/**
 * An occupant's phone reports the pickup or drop, where it was when the person lets it say; the leg's
 * proof class follows. A proof sent again under its idempotency key (a phone resending what it kept
 * offline) answers the booking as it is and writes nothing more.
 */
export async function createProof(ctx: ServiceContext, auth: AuthContext, bookingId: string, body: CreateProofBody, language: Language): Promise<Booking> {
  await takeTripsAttempt(ctx, auth, 'proofs');
  const booking = await withTransaction(ctx, async (tx) => {
    const current = await findPartyBooking(tx.db, auth.employeeId, bookingId, true);
    if (!current) throw new AppError(404, 'notFound');
    // The booking's lock makes a second send of the same key wait for the first and find it here.
    if (body.idempotencyKey && (await repository.hasProofWithKey(tx.db, auth.accountId, body.idempotencyKey))) return current;
    if (!['CONFIRMED', 'COMPLETED_PENDING_VALIDATION', 'VALIDATED'].includes(current.status)) throw new AppError(409, 'proofNeedsConfirmedBooking');
    const now = tx.clock.now();
    const recordedAt = new Date(body.recordedAt);
    assertRecordedInTrip(recordedAt, current.departureAt, now);
    const inserted = await repository.insertProofEvent(tx.db, {
      enterpriseId: auth.enterpriseId,
      bookingId,
      employeeId: auth.employeeId,
      accountId: auth.accountId,
      kind: body.kind,
      latitude: body.latitude ?? null,
      longitude: body.longitude ?? null,
      recordedAt,
      receivedAt: now,
      idempotencyKey: body.idempotencyKey ?? null,
    });
    // The same key sent for another of the person's bookings at the same moment: the first one stands.
    if (!inserted) return current;
    const leg = (await findLegOfBooking(tx.db, bookingId))!;
    const proofClass = proofClassOf(leg, current, await repository.listProofEvents(tx.db, bookingId));
    const actual = body.kind === 'pickup' ? { pickupActualAt: leg.pickupActualAt ?? recordedAt } : { dropActualAt: leg.dropActualAt ?? recordedAt };
    await updateLeg(tx.db, leg.id, { proofClass, ...actual });
    if (body.kind === 'pickup') {
      const trip = await findTrip(tx.db, leg.tripId);
      if (!trip.actualDepartureAt) {
        // The first pickup is when the trip left: never after the arrival its completion set.
        assertArrivalAfterDeparture(recordedAt, trip.actualArrivalAt);
        await updateTrip(tx.db, trip.id, { actualDepartureAt: recordedAt });
      }
    }
    await refreshTripProofClass(tx, leg.tripId);
    let flagged: string[] = [];
    if (current.status === 'CONFIRMED') await flagLateData(tx, bookingId, now);
    else flagged = await checkFraudRules(tx, bookingId, now);
    // Proof class, pickup time and flags are all figures.
    await refreshTripFigures(tx, [leg.tripId, ...flagged]);
    return current;
  });
  return describeBooking(ctx, auth, booking, language);
}
