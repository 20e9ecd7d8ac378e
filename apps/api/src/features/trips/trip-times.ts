import { tripTimeWindow } from '@rumbo/contract';
import { AppError } from '../../errors.js';

// When a trip's records may say they happened. A phone's clock is the app's word, not a fact: a
// record is accepted only inside its trip's own time, so no trip is proven or completed days ahead.

const hour = 3_600_000;
const minute = 60_000;

/** The earliest moment a trip's records may name: a car may leave a little before its planned departure. */
function earliestRecordOf(plannedDepartureAt: Date): Date {
  return new Date(plannedDepartureAt.getTime() - tripTimeWindow.hoursBeforeDeparture * hour);
}

/** A proof's `recordedAt` lies between the trip's earliest record and the moment it was received (a phone's clock may run a little ahead). */
export function assertRecordedInTrip(recordedAt: Date, plannedDepartureAt: Date, receivedAt: Date): void {
  const latest = receivedAt.getTime() + tripTimeWindow.clockAheadMinutes * minute;
  if (recordedAt < earliestRecordOf(plannedDepartureAt) || recordedAt.getTime() > latest) {
    throw new AppError(400, 'recordedAtOutsideTrip', { hours: tripTimeWindow.hoursBeforeDeparture }, {}, 'recordedAt');
  }
}

/** A completion, timed when the service receives it, comes no earlier than the trip's earliest record. */
export function assertTripMayEnd(plannedDepartureAt: Date, receivedAt: Date): void {
  if (receivedAt < earliestRecordOf(plannedDepartureAt)) throw new AppError(400, 'tripNotStartedYet', { hours: tripTimeWindow.hoursBeforeDeparture });
}

/** A trip arrives no earlier than it left (the first pickup a phone reported). */
export function assertArrivalAfterDeparture(departedAt: Date | null, arrivedAt: Date | null): void {
  if (departedAt && arrivedAt && arrivedAt < departedAt) throw new AppError(400, 'arrivalBeforeDeparture');
}
