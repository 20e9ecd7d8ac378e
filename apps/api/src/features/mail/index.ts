// The mail feature's face: all that code outside this folder may import from it (tables aside).
export { queueMail, queueMails, startMailWorker, type MailToQueue } from './mail.service.js';
export type { MailTemplate, PaymentFailureReason } from './mail.templates.js';
export { createMail, type Mail } from './mail.transport.js';
