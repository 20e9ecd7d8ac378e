import { randomUUID } from 'node:crypto';
import { asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailOutboxTable } from './mail.table.js';
import type { OutgoingMail } from './mail.transport.js';

/** Answers the mails' ids in the caller's order. */
export async function insertOutgoingMails(db: Database, messages: OutgoingMail[], now: Date): Promise<string[]> {
  const rows = messages.map((message) => ({ id: randomUUID(), message, createdAt: now }));
  for (let start = 0; start < rows.length; start += 1000) await db.insert(mailOutboxTable).values(rows.slice(start, start + 1000));
  return rows.map((row) => row.id);
}

export async function findOutgoingMail(db: Database, id: string): Promise<OutgoingMail | undefined> {
  const [row] = await db.select({ message: mailOutboxTable.message }).from(mailOutboxTable).where(eq(mailOutboxTable.id, id));
  return row?.message;
}

/** Every mail waiting, oldest first. */
export async function listOutgoingMailIds(db: Database): Promise<string[]> {
  const rows = await db.select({ id: mailOutboxTable.id }).from(mailOutboxTable).orderBy(asc(mailOutboxTable.createdAt));
  return rows.map((row) => row.id);
}

export async function deleteOutgoingMail(db: Database, id: string): Promise<void> {
  await db.delete(mailOutboxTable).where(eq(mailOutboxTable.id, id));
}

/** Drops mails that could not be sent before `before`: their links have expired by then. */
export async function purgeOutgoingMails(db: Database, before: Date): Promise<number> {
  const rows = await db.delete(mailOutboxTable).where(lt(mailOutboxTable.createdAt, before)).returning({ id: mailOutboxTable.id });
  return rows.length;
}
