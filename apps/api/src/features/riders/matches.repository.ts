import { and, asc, eq, gte, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BookingStatus } from '@rumbo/contract';
import type { Database } from '../../db/client.js';
import { employeesTable } from '../employees/employees.table.js';
import { bookingsTable, journeysTable } from '../trips/trips.table.js';

/** The person's open requests, one-off and recurring, soonest first. */
export function listOpenRequests(db: Database, employeeId: string) {
  return db
    .select({
      id: journeysTable.id,
      departureAt: journeysTable.departureAt,
      weekdayMask: journeysTable.weekdayMask,
      departureMinute: journeysTable.departureMinute,
      timeZone: journeysTable.timeZone,
      from: journeysTable.originLabel,
      to: journeysTable.destinationLabel,
    })
    .from(journeysTable)
    .where(and(eq(journeysTable.employeeId, employeeId), eq(journeysTable.role, 'passenger'), eq(journeysTable.status, 'open')))
    .orderBy(asc(journeysTable.departureAt), asc(journeysTable.id));
}

/** The person's live bookings as passenger from `from` on: the matches mark the rides already booked. */
export function listLiveBookingsAsPassenger(db: Database, employeeId: string, from: Date): Promise<{ bookingId: string; requestId: string; offerId: string; departureAt: Date; status: BookingStatus }[]> {
  return db
    .select({ bookingId: bookingsTable.id, requestId: bookingsTable.requestId, offerId: bookingsTable.offerId, departureAt: bookingsTable.departureAt, status: bookingsTable.status })
    .from(bookingsTable)
    // Live: not cancelled, so one done ahead of its time (completed, validated) is still hers, as the booking's unique index counts it.
    .where(and(eq(bookingsTable.passengerId, employeeId), gte(bookingsTable.departureAt, from), ne(bookingsTable.status, 'CANCELLED')));
}

const requests = alias(journeysTable, 'requests');

/** Bookings of the driver's rides still waiting for them, soonest first, through the (driver, departure) index. */
export function listWaitingBookingsOfDriver(db: Database, employeeId: string, from: Date) {
  return db
    .select({
      bookingId: bookingsTable.id,
      departureAt: bookingsTable.departureAt,
      passengerFirstNames: employeesTable.firstNames,
      pickup: requests.originLabel,
      drop: requests.destinationLabel,
    })
    .from(bookingsTable)
    .innerJoin(employeesTable, eq(employeesTable.id, bookingsTable.passengerId))
    .innerJoin(requests, eq(requests.id, bookingsTable.requestId))
    .where(and(eq(bookingsTable.driverId, employeeId), eq(bookingsTable.status, 'WAITING_CONFIRMATION'), gte(bookingsTable.departureAt, from)))
    .orderBy(asc(bookingsTable.departureAt), asc(bookingsTable.id))
    .limit(50);
}
