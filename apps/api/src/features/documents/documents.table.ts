import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { enterprisesTable } from '../enterprises/enterprises.table.js';

/** PostgreSQL's bytea: node-postgres reads it as a Buffer, PGlite as a Uint8Array; both write either. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The files of the database storage adapter: every process sharing the database serves them, and a
 * backup of the database holds them. Each belongs to a company and goes with it.
 */
export const storedFilesTable = pgTable(
  'stored_files',
  {
    key: text().primaryKey(),
    enterpriseId: uuid()
      .notNull()
      .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
    contentType: text().notNull(),
    size: integer().notNull(),
    bytes: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('stored_files_enterprise_id_idx').on(table.enterpriseId)],
);

/** A company's tax document (one at a time): its name and where the storage port keeps its bytes. */
export const taxDocumentsTable = pgTable('tax_documents', {
  enterpriseId: uuid()
    .primaryKey()
    .references(() => enterprisesTable.id, { onDelete: 'cascade' }),
  /** cif_<id>_<name>: the profile's `billing.taxId`, whose last underscore-separated segment is the name. */
  taxId: text().notNull(),
  name: text().notNull(),
  size: integer().notNull(),
  fileKey: text().notNull(),
  uploadedAt: timestamp({ withTimezone: true }).notNull(),
});
