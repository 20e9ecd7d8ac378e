import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Emission factors, kg CO2e per vehicle-km, as data: a new figure is a new row with a later
 * `valid_from`, never a change to a row, so a report keeps naming the factor it used. The first four
 * are written by their migration (0022).
 */
export const emissionFactorsTable = pgTable(
  'emission_factors',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    /** ISO 3166-1 alpha-2 code of the country it stands for. */
    region: text().notNull(),
    value: doublePrecision().notNull(),
    unit: text().notNull().default('kg CO2e/vehicle-km'),
    scope: text({ enum: ['tankToWheel', 'tankToWheelWithConstruction', 'wellToWheel'] }).notNull(),
    source: text().notNull(),
    /** The source's year; null when the source does not state it. */
    year: integer(),
    validFrom: date({ mode: 'string' }).notNull(),
    /** Worked out by Rumbo from published figures, not published as such. */
    isComputed: boolean().notNull().default(false),
    note: text().notNull().default(''),
  },
  (table) => [uniqueIndex('emission_factors_region_valid_from_idx').on(table.region, table.validFrom)],
);
