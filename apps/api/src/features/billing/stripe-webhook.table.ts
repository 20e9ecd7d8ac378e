import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Per Stripe object (a card, a payment intent), when the last event applied to it was created at
 * Stripe: Stripe does not deliver events in order, and an older one arriving later is ignored. The
 * row outlives a removed card, so a late `attached` cannot bring back a card detached since.
 */
export const stripeObjectVersionsTable = pgTable('stripe_object_versions', {
  /** `pm_...`, `pi_...`. */
  objectId: text().primaryKey(),
  /** The applied event's `created` (Stripe counts whole seconds). */
  lastEventAt: timestamp({ withTimezone: true }).notNull(),
  /** The last event applied removed the object: within the same second, a removal wins. */
  removed: boolean().notNull().default(false),
});
