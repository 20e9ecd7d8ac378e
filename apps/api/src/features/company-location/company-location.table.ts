import { sql } from 'drizzle-orm';
import { check, doublePrecision, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enterprisesTable } from '../enterprises/enterprises.table.js';

/** The name of the site the company's location screen edits; other sites may come later beside it. */
export const mainSiteName = 'main';

/**
 * A company's sites, where its people travel to work. Only the main one exists for now; a company
 * without a row has no location yet. Coordinates are decimal degrees, both or neither.
 */
export const companySitesTable = pgTable(
  'company_sites',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
    name: text().notNull().default(mainSiteName),
    address: text().notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One site of each name per company, so one main site; the save upserts on it.
    uniqueIndex('company_sites_enterprise_name_idx').on(table.enterpriseId, table.name),
    // The contract checks these already; the database keeps them true for any other writer too.
    check('company_sites_latitude_range', sql`${table.latitude} between -90 and 90`),
    check('company_sites_longitude_range', sql`${table.longitude} between -180 and 180`),
    check('company_sites_both_coordinates_or_neither', sql`(${table.latitude} is null) = (${table.longitude} is null)`),
  ],
);
