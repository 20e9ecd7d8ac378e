import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { employeesTable } from '../employees/employees.table.js';

/** Per-user UI settings; a missing row means the defaults. */
export const userConfigsTable = pgTable('user_configs', {
  employeeId: uuid()
    .primaryKey()
    .references(() => employeesTable.id, { onDelete: 'cascade' }),
  /** The person's own choice; null until they make one (their company's language stands in meanwhile). */
  language: text({ enum: ['es', 'en', 'de'] }),
  /** An IANA zone of the list (America/Mexico_City), the person's own choice; null until they make one (their company's zone stands in meanwhile). */
  timeZone: text(),
  showTutorial: boolean().notNull().default(true),
  /** Ride notices go by mail as well as to the app's inbox. */
  rideMails: boolean().notNull().default(true),
});
