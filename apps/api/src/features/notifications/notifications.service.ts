import type { NotificationKind, Notification, Plan } from '@rumbo/contract';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import { type MailTemplate, type MailToQueue, type PaymentFailureReason, queueMails } from '../mail/index.js';
import * as repository from './notifications.repository.js';

export type Notice = { kind: NotificationKind; plan: Plan | null; amount: number | null; paymentId: string | null; until: Date | null };

/** The inbox shows this many of the newest notices. */
export const listedNotifications = 50;

/** Where each notice's mail leads, under PUBLIC_URL (the inbox's links are the same pages). */
const links: Record<NotificationKind, string> = {
  payment_succeeded: '/home/subscription-payment-history',
  payment_failed: '/home/payment-method',
  subscription_ending: '/subscriptions',
  subscription_ended: '/home/plans',
};

function failureReasonOf(code: string | null): PaymentFailureReason {
  return code === 'insufficient_funds' ? 'insufficient_funds' : 'declined';
}

async function mailFor(ctx: ServiceContext, enterpriseId: string, notice: Notice): Promise<((recipient: repository.AdministratorRecipient) => MailTemplate) | undefined> {
  // Every notice names its plan; one that does not (or a dated notice without its date) has nothing to mail.
  const plan = notice.plan;
  if (!plan) return undefined;
  const link = `${ctx.config.publicUrl}${links[notice.kind]}`;
  switch (notice.kind) {
    case 'payment_succeeded':
      return ({ name, timeZone }) => ({ kind: 'payment-succeeded', name, timeZone, plan, link, amount: notice.amount ?? 0 });
    case 'payment_failed': {
      const reason = failureReasonOf(notice.paymentId ? await repository.findPaymentFailureCode(ctx.db, enterpriseId, notice.paymentId) : null);
      return ({ name, timeZone }) => ({ kind: 'payment-failed', name, timeZone, plan, link, amount: notice.amount ?? 0, reason, retryAt: notice.until });
    }
    case 'subscription_ending':
    case 'subscription_ended': {
      const until = notice.until;
      if (!until) return undefined;
      const kind = notice.kind === 'subscription_ending' ? 'subscription-ending' : 'subscription-ended';
      return ({ name, timeZone }) => ({ kind, name, timeZone, plan, link, until });
    }
  }
}

/**
 * Tells a company's administrators: a notice in the inbox (unread until one of them opens it) and a
 * mail to each active administrator in their own language. Called inside the caller's transaction
 * (`ctx` may be one): the notice and its mails commit with it or not at all.
 */
export async function notifyAdministrators(ctx: ServiceContext, enterpriseId: string, notice: Notice): Promise<void> {
  await repository.insertNotification(ctx.db, { enterpriseId, ...notice, createdAt: ctx.clock.now() });
  const template = await mailFor(ctx, enterpriseId, notice);
  if (!template) return;
  const recipients = await repository.listAdministratorRecipients(ctx.db, enterpriseId);
  if (recipients.length === 0) return;
  await queueMails(
    ctx,
    recipients.map((recipient): MailToQueue => ({ to: recipient.email, language: recipient.language, template: template(recipient) })),
  );
}

/** Notices are for administrators, as billing is. */
function assertAdmin(auth: AuthContext): void {
  if (!auth.isAdmin) throw new AppError(403, 'forbidden');
}

export async function listNotifications(ctx: ServiceContext, auth: AuthContext): Promise<{ notifications: Notification[]; unread: number }> {
  assertAdmin(auth);
  return repository.listNotifications(ctx.db, auth.enterpriseId, listedNotifications);
}

/** Marks a notice of the caller's company read (for all its administrators); another company's answers 404. */
export async function markNotificationRead(ctx: ServiceContext, auth: AuthContext, id: string): Promise<Notification> {
  assertAdmin(auth);
  const notification = await repository.markNotificationRead(ctx.db, auth.enterpriseId, id, ctx.clock.now());
  if (!notification) throw new AppError(404, 'notFound');
  return notification;
}

/** Marks every notice of the caller's company read (they are the company's, as one opened is); answers how many were unread. */
export async function markAllNotificationsRead(ctx: ServiceContext, auth: AuthContext): Promise<number> {
  assertAdmin(auth);
  return repository.markAllNotificationsRead(ctx.db, auth.enterpriseId, ctx.clock.now());
}
