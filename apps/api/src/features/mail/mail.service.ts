import type { Language } from '@rumbo/contract';
import { secondsAfter } from '../../clock.js';
import type { ServiceContext } from '../../service-context.js';
import * as repository from './mail.repository.js';
import { renderMail, type MailTemplate } from './mail.templates.js';
import type { AttachmentReference } from './mail.transport.js';

export const mailQueue = 'mail.send';
const purgeQueue = 'mail.purge-outbox';
/** A mail still unsent after this long is dropped: every link it carries has expired. */
const outboxRetentionDays = 8;

type QueuedMail = { mailId: string };
export type MailToQueue = { to: string; language: Language; template: MailTemplate; attachments?: AttachmentReference[] };

/**
 * Mail leaves through the job queue, so a slow or failing mail server never slows a request; inside
 * a transaction the mails are queued only if it commits. The job names the mail; the mail itself
 * (its links are secrets) waits in the outbox table and is deleted once sent.
 */
export async function queueMails(ctx: Pick<ServiceContext, 'db' | 'jobs' | 'clock'>, mails: MailToQueue[]): Promise<void> {
  const ids = await repository.insertOutgoingMails(
    ctx.db,
    mails.map(({ to, language, template, attachments }) => ({ to, ...renderMail(template, language), ...(attachments && { attachments }) })),
    ctx.clock.now(),
  );
  await ctx.jobs.sendMany<QueuedMail>(mailQueue, ids.map((mailId) => ({ mailId })));
}

export function queueMail(
  ctx: Pick<ServiceContext, 'db' | 'jobs' | 'clock'>,
  to: string,
  language: Language,
  template: MailTemplate,
  attachments?: AttachmentReference[],
): Promise<void> {
  return queueMails(ctx, [{ to, language, template, attachments }]);
}

/** Sends one queued mail and forgets it; a mail already sent (a job run twice) is not sent again. */
async function sendQueuedMail(ctx: Pick<ServiceContext, 'db' | 'mail'>, mailId: string): Promise<void> {
  const message = await repository.findOutgoingMail(ctx.db, mailId);
  if (!message) return;
  await ctx.mail.deliver(message);
  await repository.deleteOutgoingMail(ctx.db, mailId);
}

// Retried with a doubling wait from 10 s: a mail server down for a few hours loses no mail.
const mailQueueOptions = { retryLimit: 10, retryDelaySeconds: 10, retryBackoff: true };

/**
 * Queues a job for every mail waiting in the outbox; answers how many. After a restore: the job queue
 * is not in a backup, the outbox is.
 */
export async function queueWaitingMails(ctx: Pick<ServiceContext, 'db' | 'jobs'>): Promise<number> {
  await ctx.jobs.define(mailQueue, mailQueueOptions);
  const ids = await repository.listOutgoingMailIds(ctx.db);
  await ctx.jobs.sendMany<QueuedMail>(mailQueue, ids.map((mailId) => ({ mailId })));
  return ids.length;
}

export async function startMailWorker(ctx: ServiceContext): Promise<void> {
  await ctx.jobs.define(mailQueue, mailQueueOptions);
  await ctx.jobs.work<QueuedMail>(mailQueue, ({ mailId }) => sendQueuedMail(ctx, mailId));
  await ctx.jobs.define(purgeQueue);
  await ctx.jobs.work(purgeQueue, async () => {
    await repository.purgeOutgoingMails(ctx.db, secondsAfter(ctx.clock.now(), -outboxRetentionDays * 86_400));
  });
  await ctx.jobs.schedule(purgeQueue, '47 3 * * *');
}
