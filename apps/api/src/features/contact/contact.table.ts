import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contactPlans, languages } from '@rumbo/contract';

/** Messages sent through the landing's contact form, kept whether or not a mail carried them to the team. */
export const contactMessagesTable = pgTable('contact_messages', {
  id: uuid().primaryKey().default(sql`gen_random_uuid()`),
  name: text().notNull(),
  email: text().notNull(),
  message: text().notNull(),
  /** The landing's tier the person clicked "contact" on, if any. */
  plan: text({ enum: contactPlans }),
  /** The language the form was sent in: the one to answer in. */
  language: text({ enum: languages }).notNull(),
  ipAddress: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /**
   * When a mail carrying it to CONTACT_EMAIL was queued (the mail worker retries until it is sent);
   * null when no CONTACT_EMAIL was set, so those can be found once one is.
   */
  mailedAt: timestamp({ withTimezone: true }),
});
