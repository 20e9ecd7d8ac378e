import type { Language } from '@rumbo/contract';
import type { Jobs } from '../../plugins/jobs.js';
import { renderMail, type MailTemplate } from './mail.templates.js';
import type { MailTransport, OutgoingMail } from './mail.transport.js';

export const mailQueue = 'mail.send';

/** Mail leaves through the job queue: a slow or failing mail server never slows a request. */
export async function queueMail(jobs: Jobs, to: string, language: Language, template: MailTemplate): Promise<void> {
  await jobs.send<OutgoingMail>(mailQueue, { to, ...renderMail(template, language) });
}

export async function startMailWorker(jobs: Jobs, transport: MailTransport): Promise<void> {
  await jobs.work<OutgoingMail>(mailQueue, (mail) => transport.deliver(mail));
}
