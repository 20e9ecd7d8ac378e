import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contactMessagesTable } from './contact.table.js';

export type NewContactMessage = Omit<typeof contactMessagesTable.$inferInsert, 'id' | 'createdAt'>;

/** Answers the stored message's id. */
export async function insertContactMessage(db: Database, message: NewContactMessage, now: Date): Promise<string> {
  const [row] = await db
    .insert(contactMessagesTable)
    .values({ ...message, createdAt: now })
    .returning({ id: contactMessagesTable.id });
  return row!.id;
}

/** Deletes the messages sent before `cutoff`; answers how many. */
export async function deleteContactMessagesBefore(db: Database, cutoff: Date): Promise<number> {
  const deleted = await db.delete(contactMessagesTable).where(lt(contactMessagesTable.createdAt, cutoff)).returning({ id: contactMessagesTable.id });
  return deleted.length;
}
