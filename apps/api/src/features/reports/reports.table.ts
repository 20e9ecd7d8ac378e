import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReportMetrics } from '@rumbo/contract';
import { employeesTable } from '../employees/employees.table.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';

/**
 * The report figures of one company on one local day (its time zone), summed from its legs that
 * count in figures: a report sums a period's rows instead of reading its legs. Written again in the
 * transaction that changes a leg, a trip or a request of that day (report-days.service.ts), after
 * locking the row, so two changes of one day never overwrite each other's counts.
 */
export const reportDaysTable = pgTable(
  'report_days',
  {
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    /** Trips with a counting leg and one of the company's people on them. */
    trips: integer().notNull().default(0),
    /** The company's distinct people on those trips that day (the day's rows of report_day_people). */
    participants: integer().notNull().default(0),
    /** The company's counting legs. */
    legs: integer().notNull().default(0),
    seatsOffered: integer().notNull().default(0),
    seatsUsed: integer().notNull().default(0),
    /** Occupants of those trips, drivers included: the average occupancy's numerator. */
    occupants: integer().notNull().default(0),
    // The km are exact sums (numeric) of the trip rows' values, each taken as numeric: a trip's change
    // adds its new values and takes its old ones away, and lands where the whole day's sum does, in
    // any order, where a running floating total would drift from it in its last digits.
    sharedKm: numeric({ mode: 'number' }).notNull().default(0),
    /** The company's part (its share of each trip's occupants) of the trips' vehicle-km avoided. */
    vehicleKmAvoided: numeric({ mode: 'number' }).notNull().default(0),
    /** The company's part of the km the cars drove: × the factor, the commute emissions allocated to its occupants. */
    allocatedVehicleKm: numeric({ mode: 'number' }).notNull().default(0),
    pickupsTimed: integer().notNull().default(0),
    pickupsPunctual: integer().notNull().default(0),
    legsProofC: integer().notNull().default(0),
    /** The company's legs not cancelled, flagged or not, validated or not: the flagged share's denominator. */
    legsAll: integer().notNull().default(0),
    legsFlagged: integer().notNull().default(0),
    /** Requests leaving that day (withdrawn ones that never got a confirmed booking left out). */
    requests: integer().notNull().default(0),
    requestsMatched: integer().notNull().default(0),
    refreshedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The day's trips are recorded one by one in report_day_trips, so a change applies its trips'
     * difference; until then (a day new, or written before those rows existed) it is counted whole.
     */
    byTrip: boolean().notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.enterpriseId, table.day] })],
);

/**
 * What one trip adds to a company's day, as the day's whole count reckons it: report_days holds the
 * sum of these rows, so a change of a trip takes its old row away and adds its new one instead of
 * summing the day's thousands of legs again. Written under the day's row lock, as report_days is.
 */
export const reportDayTripsTable = pgTable(
  'report_day_trips',
  {
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    // No foreign key: a trip deleted with its person leaves its row, so the day keeps adding up
    // (counts and km alike) as it was until it is rebuilt.
    tripId: uuid().notNull(),
    trips: integer().notNull().default(0),
    legs: integer().notNull().default(0),
    seatsOffered: integer().notNull().default(0),
    seatsUsed: integer().notNull().default(0),
    occupants: integer().notNull().default(0),
    sharedKm: doublePrecision().notNull().default(0),
    vehicleKmAvoided: doublePrecision().notNull().default(0),
    allocatedVehicleKm: doublePrecision().notNull().default(0),
    pickupsTimed: integer().notNull().default(0),
    pickupsPunctual: integer().notNull().default(0),
    legsProofC: integer().notNull().default(0),
    legsAll: integer().notNull().default(0),
    legsFlagged: integer().notNull().default(0),
    /** The company's people on the trip (its driver, its counting legs' passengers): report_day_people is their union. */
    people: uuid().array().notNull().default(sql`'{}'::uuid[]`),
  },
  (table) => [
    primaryKey({ columns: [table.enterpriseId, table.day, table.tripId] }),
    // A trip's change finds every day it was counted on.
    index('report_day_trips_trip_id_idx').on(table.tripId),
  ],
);

/**
 * The company's people on a counting trip of a local day, one row each: participation over a period
 * counts distinct people from its primary key's index alone, not from the legs.
 */
export const reportDayPeopleTable = pgTable(
  'report_day_people',
  {
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    employeeId: uuid()
      .notNull()
      .references(() => employeesTable.id, { onDelete: 'cascade' }),
    /**
     * How many of the day's trip rows (report_day_trips) have the person: a trip's change moves it by
     * one per person it adds or loses, the person coming at 1 and leaving at 0, so the change never
     * reads the day's other trips.
     */
    trips: integer().notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.enterpriseId, table.day, table.employeeId] }),
    // Deleting a person deletes their rows through this index, not a scan.
    index('report_day_people_employee_id_idx').on(table.employeeId),
  ],
);

/**
 * A report issued for a finished period (a calendar month, or a half-month) at its plan's cadence:
 * the figures as the metrics endpoint answered them when it was issued, factor included, and the
 * SHA-256 of their canonical JSON. Never updated: later trips, validations or factors leave it as it
 * was. One per company, kind and first day, so two runs of the job issue a period once.
 */
export const reportSnapshotsTable = pgTable(
  'report_snapshots',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['monthly', 'biweekly'] }).notNull(),
    /** First and last local day of the period in the company's zone, both included. */
    periodFrom: date({ mode: 'string' }).notNull(),
    periodTo: date({ mode: 'string' }).notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    figures: jsonb().$type<ReportMetrics>().notNull(),
    /** Hex SHA-256 of the figures' canonical JSON (RFC 8785). */
    contentHash: text().notNull(),
    /** The company's name and report language when it was issued: its PDF and CSV print these, whatever changes later. */
    companyName: text().notNull(),
    companyLanguage: text({ enum: ['spanish', 'english', 'deutsch'] }).notNull(),
  },
  (table) => [uniqueIndex('report_snapshots_enterprise_kind_from_idx').on(table.enterpriseId, table.kind, table.periodFrom)],
);
