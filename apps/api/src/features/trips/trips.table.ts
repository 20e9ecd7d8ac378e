import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accountsTable } from '../auth/auth.table.js';
import { employeesTable } from '../employees/employees.table.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';

/**
 * Journeys: a driver's offer or a passenger's request (the standard's driver and passenger journeys,
 * and regular trips when `weekday_mask` is set). Points are decimal degrees; each origin also has its
 * grid cell (ride-grid.ts), which the ride search reads through an index instead of every offer.
 */
export const journeysTable = pgTable(
  'journeys',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
    employeeId: uuid()
      .notNull()
      .references(() => employeesTable.id, { onDelete: 'cascade' }),
    role: text({ enum: ['driver', 'passenger'] }).notNull(),
    status: text({ enum: ['open', 'cancelled'] }).notNull().default('open'),
    originLatitude: doublePrecision().notNull(),
    originLongitude: doublePrecision().notNull(),
    originLabel: text().notNull(),
    originCell: integer().notNull(),
    destinationLatitude: doublePrecision().notNull(),
    destinationLongitude: doublePrecision().notNull(),
    destinationLabel: text().notNull(),
    /** A one-off journey's departure; a recurring one's first. */
    departureAt: timestamp({ withTimezone: true }).notNull(),
    departureMarginSeconds: integer().notNull().default(900),
    /** ISO weekdays a recurring journey repeats on, bit 0 Monday ... bit 6 Sunday; 0 for a one-off journey. */
    weekdayMask: smallint().notNull().default(0),
    /** A recurring journey's departure, minutes after midnight in `time_zone`. */
    departureMinute: integer().notNull(),
    /** The company's IANA zone when the journey was made: a recurring departure repeats in it. */
    timeZone: text().notNull(),
    seats: integer(),
    gender: text({ enum: ['female', 'male', 'nonBinary'] }),
    sameGenderDriver: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // The ride search: open one-off offers by origin cell and departure, a range per neighbouring cell.
    index('journeys_open_offers_origin_cell_departure_at_idx')
      .on(table.originCell, table.departureAt)
      .where(sql`${table.role} = 'driver' and ${table.status} = 'open' and ${table.weekdayMask} = 0`),
    // ... and open recurring offers by origin cell and time of day.
    index('journeys_open_recurring_offers_origin_cell_departure_minute_idx')
      .on(table.originCell, table.departureMinute)
      .where(sql`${table.role} = 'driver' and ${table.status} = 'open' and ${table.weekdayMask} <> 0`),
    // A person's own journeys, soonest first.
    index('journeys_employee_id_role_departure_at_idx').on(table.employeeId, table.role, table.departureAt),
    // A company's requests of a day, which the reports' match rate counts.
    index('journeys_enterprise_id_role_departure_at_idx').on(table.enterpriseId, table.role, table.departureAt),
    check('journeys_seats_for_offers_only', sql`(${table.role} = 'driver') = (${table.seats} is not null)`),
    check('journeys_latitudes_range', sql`${table.originLatitude} between -90 and 90 and ${table.destinationLatitude} between -90 and 90`),
    check('journeys_longitudes_range', sql`${table.originLongitude} between -180 and 180 and ${table.destinationLongitude} between -180 and 180`),
  ],
);

/** One car journey: an offer on one departure, made when its driver confirms a first booking. */
export const tripsTable = pgTable(
  'trips',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    /** The driver's company. */
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
    offerId: uuid()
      .notNull()
      .references(() => journeysTable.id, { onDelete: 'cascade' }),
    driverId: uuid()
      .notNull()
      .references(() => employeesTable.id, { onDelete: 'cascade' }),
    vehicleSeats: integer().notNull(),
    plannedDepartureAt: timestamp({ withTimezone: true }).notNull(),
    plannedArrivalAt: timestamp({ withTimezone: true }),
    actualDepartureAt: timestamp({ withTimezone: true }),
    actualArrivalAt: timestamp({ withTimezone: true }),
    /** Km the car actually drove, as the driver reports at the end. */
    vehicleKm: doublePrecision(),
    /** Carries people of more than one company. */
    isInterCompany: boolean().notNull().default(false),
    /** The weakest proof class of its legs. */
    proofClass: text({ enum: ['A', 'B', 'C'] }).notNull().default('A'),
    status: text({ enum: ['planned', 'completed', 'cancelled'] }).notNull().default('planned'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('trips_offer_id_planned_departure_at_idx').on(table.offerId, table.plannedDepartureAt),
    index('trips_driver_id_planned_departure_at_idx').on(table.driverId, table.plannedDepartureAt),
    index('trips_enterprise_id_planned_departure_at_idx').on(table.enterpriseId, table.plannedDepartureAt),
  ],
);

/**
 * A passenger's booking of an offer on one departure (statuses of the carpool standard; who may move
 * each is `bookingTransitions` in the contract). Kept by the passenger's company; the driver's is beside it.
 */
export const bookingsTable = pgTable(
  'bookings',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
    driverEnterpriseId: uuid()
      .notNull()
      .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
    offerId: uuid()
      .notNull()
      .references(() => journeysTable.id, { onDelete: 'cascade' }),
    requestId: uuid()
      .notNull()
      .references(() => journeysTable.id, { onDelete: 'cascade' }),
    passengerId: uuid()
      .notNull()
      .references(() => employeesTable.id, { onDelete: 'cascade' }),
    driverId: uuid()
      .notNull()
      .references(() => employeesTable.id, { onDelete: 'cascade' }),
    departureAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: ['WAITING_CONFIRMATION', 'CONFIRMED', 'CANCELLED', 'COMPLETED_PENDING_VALIDATION', 'VALIDATED'] })
      .notNull()
      .default('WAITING_CONFIRMATION'),
    tripId: uuid().references(() => tripsTable.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One live booking of a ride per request; a cancelled one may be booked again.
    uniqueIndex('bookings_live_request_offer_departure_idx')
      .on(table.requestId, table.offerId, table.departureAt)
      .where(sql`${table.status} <> 'CANCELLED'`),
    // Seats taken on one departure of an offer.
    index('bookings_offer_id_departure_at_idx').on(table.offerId, table.departureAt),
    index('bookings_passenger_id_departure_at_idx').on(table.passengerId, table.departureAt),
    index('bookings_driver_id_departure_at_idx').on(table.driverId, table.departureAt),
    // Whether a request got a confirmed booking (any status, cancelled too), for the reports' match rate.
    index('bookings_request_id_idx').on(table.requestId),
    // The confirmed bookings about to leave, which the ride-start notice reads every minute.
    index('bookings_confirmed_departure_at_idx').on(table.departureAt).where(sql`${table.status} = 'CONFIRMED'`),
  ],
);

export type LegFlagRow = { reason: string; flaggedAt: string; params: Record<string, number> };

/**
 * One passenger's part of a trip, made when the driver confirms the booking: the record proof,
 * fraud flags and figures stand on. Flags are kept with their reason and never removed.
 */
export const legsTable = pgTable(
  'legs',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    /** The passenger's company: its figures count the leg. */
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
    tripId: uuid()
      .notNull()
      .references(() => tripsTable.id, { onDelete: 'cascade' }),
    bookingId: uuid()
      .notNull()
      .references(() => bookingsTable.id, { onDelete: 'cascade' }),
    passengerId: uuid()
      .notNull()
      .references(() => employeesTable.id, { onDelete: 'cascade' }),
    pickupLatitude: doublePrecision().notNull(),
    pickupLongitude: doublePrecision().notNull(),
    pickupLabel: text().notNull(),
    pickupPlannedAt: timestamp({ withTimezone: true }).notNull(),
    pickupActualAt: timestamp({ withTimezone: true }),
    dropLatitude: doublePrecision().notNull(),
    dropLongitude: doublePrecision().notNull(),
    dropLabel: text().notNull(),
    dropActualAt: timestamp({ withTimezone: true }),
    /** Km the passenger rode in the car. */
    sharedKm: doublePrecision().notNull(),
    /** Km the passenger would have driven alone. */
    soloKm: doublePrecision().notNull(),
    proofClass: text({ enum: ['A', 'B', 'C'] }).notNull().default('A'),
    flags: jsonb().$type<LegFlagRow[]>().notNull().default([]),
    /** When the service received the driver's completion (null before it, and for legs completed before this was kept): late data is judged by it. */
    completedAt: timestamp({ withTimezone: true }),
    validatedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** The one rule of what the figures count: validated, not cancelled, not flagged. */
    countsInFigures: boolean()
      .notNull()
      .generatedAlwaysAs(sql`validated_at is not null and cancelled_at is null and flags = '[]'::jsonb`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('legs_booking_id_idx').on(table.bookingId),
    index('legs_trip_id_idx').on(table.tripId),
    index('legs_enterprise_id_pickup_planned_at_idx').on(table.enterpriseId, table.pickupPlannedAt),
    // A person's legs as a passenger: what the fraud rules read on every completion and late proof, and
    // the administrators' trips of one person, newest first (as driver: trips_driver_id_planned_departure_at_idx).
    index('legs_passenger_id_pickup_planned_at_idx').on(table.passengerId, table.pickupPlannedAt),
  ],
);

/** A position and time an occupant's phone reported at pickup or drop, kept as sent. */
export const proofEventsTable = pgTable(
  'proof_events',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    /** The reporting occupant's company. */
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
    bookingId: uuid()
      .notNull()
      .references(() => bookingsTable.id, { onDelete: 'cascade' }),
    employeeId: uuid()
      .notNull()
      .references(() => employeesTable.id, { onDelete: 'cascade' }),
    /** The login the phone sent it under: the identity proof class C counts. */
    accountId: uuid()
      .notNull()
      .references(() => accountsTable.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['pickup', 'drop'] }).notNull(),
    /** Null when the person did not let the phone give its position: such a proof proves no place. */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    recordedAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    /** The phone's own id for the proof: sent again (kept offline, an answer lost), it writes nothing more. */
    idempotencyKey: uuid(),
  },
  (table) => [
    index('proof_events_booking_id_idx').on(table.bookingId),
    uniqueIndex('proof_events_account_id_idempotency_key_idx').on(table.accountId, table.idempotencyKey),
  ],
);

/**
 * That a person was told their ride is about to start: one row per trip and occupant (the driver, each
 * confirmed passenger), written in the notice's transaction, so no restart and no second process tells them twice.
 */
export const rideStartNoticesTable = pgTable(
  'ride_start_notices',
  {
    tripId: uuid()
      .notNull()
      .references(() => tripsTable.id, { onDelete: 'cascade' }),
    employeeId: uuid()
      .notNull()
      .references(() => employeesTable.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tripId, table.employeeId] })],
);
