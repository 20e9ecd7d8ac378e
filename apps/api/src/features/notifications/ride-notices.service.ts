import type { ServiceContext } from '../../service-context.js';
import { queueMail } from '../mail/index.js';
import * as repository from './notifications.repository.js';

/** A ride about to start, as the one told of it takes part: when it leaves, from where, driving or riding. */
export type RideStartingNotice = { departureAt: Date; from: string; role: 'driver' | 'passenger'; minutes: number };

/** The riders' app, where a ride's pickup and drop are recorded. */
const ridesPage = '/app/rides';

/**
 * Tells a person their ride leaves in a few minutes: a notice in their own inbox and, unless they
 * turned ride mails off, a mail in their language. Inside the caller's transaction, so it commits
 * with the mark that they were told.
 */
export async function notifyRideStarting(ctx: ServiceContext, employeeId: string, notice: RideStartingNotice): Promise<void> {
  const recipient = await repository.findRiderRecipient(ctx.db, employeeId);
  if (!recipient) return;
  await repository.insertNotification(ctx.db, {
    enterpriseId: recipient.enterpriseId,
    accountId: recipient.accountId,
    kind: 'ride_starting',
    details: { departureAt: notice.departureAt.toISOString(), from: notice.from, role: notice.role },
    createdAt: ctx.clock.now(),
  });
  if (!recipient.rideMails) return;
  await queueMail(ctx, recipient.email, recipient.language, {
    kind: 'ride-starting',
    name: recipient.name,
    link: `${ctx.config.publicUrl}${ridesPage}`,
    departureAt: notice.departureAt,
    timeZone: recipient.timeZone,
    from: notice.from,
    role: notice.role,
    minutes: notice.minutes,
  });
}
