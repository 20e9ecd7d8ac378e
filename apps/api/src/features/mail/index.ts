// The mail feature's face: all that code outside this folder may import from it (tables aside).
import type { Feature } from '../../feature.js';
import { startMailWorker } from './mail.service.js';

export const mailFeature: Feature = { start: startMailWorker };

export { queueMail, queueMails, queueWaitingMails, type MailToQueue } from './mail.service.js';
export type { MailTemplate, PaymentFailureReason } from './mail.templates.js';
export { createMail, type AttachmentReference, type Mail } from './mail.transport.js';
