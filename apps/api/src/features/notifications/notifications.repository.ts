import type { Database } from '../../db/client.js';
import { notificationsTable } from './notifications.table.js';

export type NewNotification = typeof notificationsTable.$inferInsert;

export async function insertNotification(db: Database, row: NewNotification): Promise<void> {
  await db.insert(notificationsTable).values(row);
}
