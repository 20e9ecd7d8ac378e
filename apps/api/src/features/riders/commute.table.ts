import { boolean, check, doublePrecision, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { commuteRoles, genders } from '@rumbo/contract';
import { employeesTable } from '../employees/employees.table.js';
import { enterprisesTable } from '../enterprises/enterprises.table.js';

/**
 * A person's commute as they said it (one per person): what the commute screen shows again. The
 * journeys it wrote are the person's open recurring journeys in the trips' tables; this row is only
 * what they typed, so a commute reads the same after its rides have been replaced or cancelled.
 */
export const commutesTable = pgTable(
  'commutes',
  {
    employeeId: uuid()
      .primaryKey()
      .references(() => employeesTable.id, { onDelete: 'cascade' }),
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
    homeLabel: text().notNull(),
    homeLatitude: doublePrecision().notNull(),
    homeLongitude: doublePrecision().notNull(),
    /** ISO weekdays, bit 0 Monday ... bit 6 Sunday, as journeys keep them. */
    weekdayMask: smallint().notNull(),
    /** Minutes after midnight in the company's zone. */
    arriveMinute: integer().notNull(),
    leaveMinute: integer().notNull(),
    role: text({ enum: commuteRoles }).notNull(),
    seats: integer(),
    /** As the person said it, or null: their journeys carry it (a driver's is what a same-gender request matches). */
    gender: text({ enum: genders }),
    sameGenderDriver: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('commutes_leave_after_arrive', sql`${table.leaveMinute} > ${table.arriveMinute}`)],
);
