import type { Language } from '@rumbo/contract';
import type { ServiceContext } from '../../service-context.js';
import { renderMail, type MailTemplate } from './mail.templates.js';
import type { AttachmentReference, OutgoingMail } from './mail.transport.js';

export const mailQueue = 'mail.send';

/**
 * Mail leaves through the job queue, so a slow or failing mail server never slows a request; inside
 * a transaction the mail is queued only if the transaction commits.
 */
export async function queueMail(
  ctx: Pick<ServiceContext, 'jobs'>,
  to: string,
  language: Language,
  template: MailTemplate,
  attachments?: AttachmentReference[],
): Promise<void> {
  await ctx.jobs.send<OutgoingMail>(mailQueue, { to, ...renderMail(template, language), ...(attachments && { attachments }) });
}

/** Many mails at once (invitations of an import), queued in a statement per thousand. */
export async function queueMails(
  ctx: Pick<ServiceContext, 'jobs'>,
  mails: { to: string; language: Language; template: MailTemplate }[],
): Promise<void> {
  await ctx.jobs.sendMany<OutgoingMail>(mailQueue, mails.map(({ to, language, template }) => ({ to, ...renderMail(template, language) })));
}

export async function startMailWorker(ctx: Pick<ServiceContext, 'jobs' | 'mail'>): Promise<void> {
  // Retried with a doubling wait from 10 s: a mail server down for a few hours loses no mail.
  await ctx.jobs.define(mailQueue, { retryLimit: 10, retryDelaySeconds: 10, retryBackoff: true });
  await ctx.jobs.work<OutgoingMail>(mailQueue, (mail) => ctx.mail.deliver(mail));
}
