import type { ContactBody, Language } from '@rumbo/contract';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import { takeAttempt } from '../auth/index.js';
import { queueMail } from '../mail/index.js';
import * as repository from './contact.repository.js';

const hourSeconds = 3600;
/** Messages one client address may send an hour: more than a person writes, few enough to keep a flood out of the team's inbox. */
const maxContactMessagesPerAddressHour = 5;
/** Messages one sender's email may send an hour, from however many addresses. */
const maxContactMessagesPerEmailHour = 3;
/** A message is kept a year: long enough to follow up a sale, as the privacy notice tells the sender. */
export const contactMessageRetentionDays = 365;
const purgeQueue = 'contact.purge';

/**
 * Keeps a message from the landing's contact form and, when CONTACT_EMAIL is set, mails it to the
 * team in the same transaction (both or neither). A message whose honeypot is filled is a bot's:
 * it gets the same answer and is neither kept nor mailed.
 */
export async function sendContactMessage(ctx: ServiceContext, body: ContactBody, ip: string, language: Language): Promise<void> {
  // Public and unauthenticated: bounded before any work. A bot's message counts too, so its answers
  // (429 included) are a person's.
  await takeAttempt(ctx, `contact:address:${ip}`, maxContactMessagesPerAddressHour, 'tooManyAttempts', hourSeconds);
  await takeAttempt(ctx, `contact:email:${body.email}`, maxContactMessagesPerEmailHour, 'tooManyAttempts', hourSeconds);
  if (body.website?.trim()) {
    ctx.log.info('contact message dropped: its honeypot was filled in');
    return;
  }
  const recipient = ctx.config.contactEmail;
  const id = await withTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const { name, email, message, plan } = body;
    const storedId = await repository.insertContactMessage(tx.db, { name, email, message, plan, language, ipAddress: ip, mailedAt: recipient ? now : null }, now);
    if (recipient) await queueMail(tx, recipient, language, { kind: 'contact-message', name, email, plan, message });
    return storedId;
  });
  // Never the message's text or its sender in the log: the table keeps them.
  ctx.log.info({ contactMessageId: id }, recipient ? 'contact message stored and queued for CONTACT_EMAIL' : 'contact message stored; no CONTACT_EMAIL to mail it to');
}

/** Deletes the messages older than the retention period; answers how many went. */
export async function purgeOldContactMessages(ctx: ServiceContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - contactMessageRetentionDays * 24 * hourSeconds * 1000);
  const purged = await repository.deleteContactMessagesBefore(ctx.db, cutoff);
  if (purged > 0) ctx.log.info(`purged ${purged} contact messages older than ${contactMessageRetentionDays} days`);
  return purged;
}

/** The daily purge of old contact messages. */
export async function startContactJobs(ctx: ServiceContext): Promise<void> {
  await ctx.jobs.define(purgeQueue);
  await ctx.jobs.work(purgeQueue, async () => {
    await purgeOldContactMessages(ctx);
  });
  await ctx.jobs.schedule(purgeQueue, '47 3 * * *');
}
