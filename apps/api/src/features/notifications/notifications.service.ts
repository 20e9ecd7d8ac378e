import type { Notification, NotificationDetails, NotificationKind, Plan, RideNotificationKind, SecurityNotificationKind } from '@rumbo/contract';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import { type AttachmentReference, type MailTemplate, type MailToQueue, type PaymentFailureReason, queueMail, queueMails } from '../mail/index.js';
import * as repository from './notifications.repository.js';

export type Notice = { kind: NotificationKind; plan: Plan | null; amount: number | null; paymentId: string | null; until: Date | null };
/** A person's own sign-in security notice: what happened, and what more it says (codes left, the browser). */
export type SecurityNotice = { kind: SecurityNotificationKind; details?: NotificationDetails };

/** Who reads the inbox, as auth describes its caller (structurally: auth calls this feature, so it imports nothing of auth). */
type Reader = { accountId: string; enterpriseId: string; isAdmin: boolean };

/** The inbox shows this many of the newest notices. */
export const listedNotifications = 50;

const securityPage = '/home/profile/login-and-security';

/** Where each notice's mail leads, under PUBLIC_URL (the inbox's links are the same pages). */
const links: Record<NotificationKind, string> = {
  payment_succeeded: '/home/subscription-payment-history',
  payment_failed: '/home/payment-method',
  subscription_ending: '/subscriptions',
  subscription_ended: '/home/plans',
  subscription_resumed: '/subscriptions',
  password_changed: securityPage,
  two_step_enabled: securityPage,
  two_step_disabled: securityPage,
  recovery_code_used: securityPage,
  login_email_changed: securityPage,
  new_sign_in: securityPage,
  company_deleted: '/login',
  ride_starting: '/app/rides',
  ride_requested: '/app/search',
  ride_confirmed: '/app/rides',
  ride_declined: '/app/search',
  ride_cancelled: '/app/rides',
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
    case 'subscription_ended':
    case 'subscription_resumed': {
      const until = notice.until;
      if (!until) return undefined;
      const kind = (({ subscription_ending: 'subscription-ending', subscription_ended: 'subscription-ended', subscription_resumed: 'subscription-resumed' }) as const)[notice.kind];
      return ({ name, timeZone }) => ({ kind, name, timeZone, plan, link, until });
    }
    default:
      return undefined;
  }
}

function securityMailFor(ctx: ServiceContext, notice: SecurityNotice, recipient: repository.AccountRecipient): MailTemplate | undefined {
  const { name, timeZone } = recipient;
  const link = `${ctx.config.publicUrl}${links[notice.kind]}`;
  const details = notice.details ?? {};
  switch (notice.kind) {
    case 'password_changed':
      return { kind: 'password-changed', name, link };
    case 'two_step_enabled':
      return { kind: 'two-step-enabled', name, link };
    case 'two_step_disabled':
      return { kind: 'two-step-disabled', name, link };
    case 'recovery_code_used':
      return { kind: 'recovery-code-used', name, link, left: details.recoveryCodesLeft ?? 0 };
    case 'new_sign_in':
      return { kind: 'new-sign-in', name, link, browser: details.browser ?? '', os: details.os ?? '', ipAddress: details.ipAddress ?? null, at: ctx.clock.now(), timeZone };
    case 'login_email_changed':
      // Auth mails the former address itself, and the new one gets its verification link.
      return undefined;
  }
}

/** A booking told to one of its people: what happened, who did it (first names), and the ride. */
export type RideNotice = { kind: RideNotificationKind; person: string; departureAt: Date; from: string; to: string };

const rideMailKinds = { ride_requested: 'ride-requested', ride_confirmed: 'ride-confirmed', ride_declined: 'ride-declined', ride_cancelled: 'ride-cancelled' } as const;

/**
 * Tells a person of a booking: a notice in their inbox (theirs alone) and, unless they turned ride
 * mails off, a mail in their language with the time in the company's zone. Inside the caller's
 * transaction, so it commits with the booking's move.
 */
export async function notifyRider(ctx: ServiceContext, employeeId: string, notice: RideNotice): Promise<void> {
  const recipient = await repository.findRiderRecipient(ctx.db, employeeId);
  if (!recipient) return;
  const { kind, ...ride } = notice;
  await repository.insertNotification(ctx.db, {
    enterpriseId: recipient.enterpriseId,
    accountId: recipient.accountId,
    kind,
    details: { person: ride.person, departureAt: ride.departureAt.toISOString(), from: ride.from, to: ride.to },
    createdAt: ctx.clock.now(),
  });
  if (!recipient.rideMails) return;
  const link = `${ctx.config.publicUrl}${links[kind]}`;
  await queueMail(ctx, recipient.email, recipient.language, { kind: rideMailKinds[kind], name: recipient.name, link, timeZone: recipient.timeZone, ...ride });
}

/**
 * Tells a person of their own sign-in security: a notice in their inbox (theirs alone) and a mail to
 * their login email in their language. Inside the caller's transaction when `ctx` is one, so it
 * commits with the change it tells of. An account no person holds any more is told nothing.
 */
export async function notifyAccount(ctx: ServiceContext, accountId: string, notice: SecurityNotice): Promise<void> {
  const recipient = await repository.findAccountRecipient(ctx.db, accountId);
  if (!recipient) return;
  await repository.insertNotification(ctx.db, {
    enterpriseId: recipient.enterpriseId,
    accountId,
    kind: notice.kind,
    details: notice.details ?? null,
    createdAt: ctx.clock.now(),
  });
  const template = securityMailFor(ctx, notice, recipient);
  if (template) await queueMail(ctx, recipient.email, recipient.language, template);
}

/**
 * The company is closing: everyone who could sign in hears why they no longer can, each in their
 * language (administrators that the subscription ended too). Call before their accounts are released,
 * in the deletion's transaction. The inbox keeps the notice for the record, though no one can open it.
 */
export async function notifyCompanyDeleted(ctx: ServiceContext, enterpriseId: string, companyName: string): Promise<void> {
  await repository.insertNotification(ctx.db, { enterpriseId, kind: 'company_deleted', createdAt: ctx.clock.now() });
  const people = await repository.listPeopleRecipients(ctx.db, enterpriseId);
  if (people.length === 0) return;
  await queueMails(
    ctx,
    people.map((person): MailToQueue => ({ to: person.email, language: person.language, template: { kind: 'company-deleted', name: person.name, companyName, isAdmin: person.isAdmin } })),
  );
}

/**
 * Tells a company's administrators: a notice in the inbox (unread until one of them opens it) and a
 * mail to each active administrator in their own language. Called inside the caller's transaction
 * (`ctx` may be one): the notice and its mails commit with it or not at all. `attachments` go with
 * each mail (a payment's receipt), made when it is sent.
 */
export async function notifyAdministrators(ctx: ServiceContext, enterpriseId: string, notice: Notice, attachments?: AttachmentReference[]): Promise<void> {
  await repository.insertNotification(ctx.db, { enterpriseId, ...notice, createdAt: ctx.clock.now() });
  const template = await mailFor(ctx, enterpriseId, notice);
  if (!template) return;
  const recipients = await repository.listAdministratorRecipients(ctx.db, enterpriseId);
  if (recipients.length === 0) return;
  await queueMails(
    ctx,
    recipients.map((recipient): MailToQueue => ({ to: recipient.email, language: recipient.language, template: template(recipient), ...(attachments && { attachments }) })),
  );
}

/** Every person reads their own notices (security, rides); administrators the company's too. */
export async function listNotifications(ctx: ServiceContext, auth: Reader): Promise<{ notifications: Notification[]; unread: number }> {
  return repository.listNotifications(ctx.db, auth, listedNotifications);
}

/** Marks a notice read: a company's for all its administrators, one's own for oneself; another company's or person's answers 404. */
export async function markNotificationRead(ctx: ServiceContext, auth: Reader, id: string): Promise<Notification> {
  const notification = await repository.markNotificationRead(ctx.db, auth, id, ctx.clock.now());
  if (!notification) throw new AppError(404, 'notFound');
  return notification;
}

/** Marks every notice the reader sees read (the company's, as one opened is, and their own); answers how many were unread. */
export async function markAllNotificationsRead(ctx: ServiceContext, auth: Reader): Promise<number> {
  return repository.markAllNotificationsRead(ctx.db, auth, ctx.clock.now());
}
