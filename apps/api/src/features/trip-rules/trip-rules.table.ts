import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { enterprisesTable } from '../enterprises/enterprises.table.js';

/** A company's trip rules; a company without a row has every rule off. */
export const tripRulesTable = pgTable('trip_rules', {
  enterpriseId: uuid()
    .primaryKey()
    .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
  allowInterCompanyTrips: boolean().notNull().default(false),
  sameGenderOnRequest: boolean().notNull().default(false),
  approvedDriversOnly: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
