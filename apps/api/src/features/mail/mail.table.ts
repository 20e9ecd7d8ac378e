import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OutgoingMail } from './mail.transport.js';

/**
 * Mails waiting to be sent. A mail's links are live secrets: they wait here, not in the job queue's
 * rows (which keep a sent job for days), and go as soon as the mail is sent.
 */
export const mailOutboxTable = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().default(sql`gen_random_uuid()`),
    message: jsonb().$type<OutgoingMail>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_created_at_idx').on(table.createdAt)],
);
