import { withTransaction, type ServiceContext } from '../../service-context.js';
import { notifyRideStarting } from '../notifications/index.js';
import * as repository from './ride-start-notices.repository.js';

/** How long before a confirmed ride leaves its driver and passengers are told: time to get to the car. */
export const rideStartNoticeMinutes = 30;

const rideStartQueue = 'trips.ride-start-notices';

/**
 * Tells the driver and each confirmed passenger of every ride leaving within the next
 * `rideStartNoticeMinutes`, once per trip and person: each mark is written in the transaction of its
 * notice and mail, so a run cut short tells the rest next time and two runs at once tell nobody twice.
 * Answers how many people were told.
 */
export async function sendRideStartNotices(ctx: ServiceContext): Promise<number> {
  const now = ctx.clock.now();
  const until = new Date(now.getTime() + rideStartNoticeMinutes * 60_000);
  let told = 0;
  for (const booking of await repository.listBookingsAboutToStart(ctx.db, now, until)) {
    const people = [
      { employeeId: booking.passengerId, from: booking.passengerFrom, role: 'passenger' as const },
      { employeeId: booking.driverId, from: booking.driverFrom, role: 'driver' as const },
    ];
    for (const person of people) {
      const minutes = Math.max(1, Math.round((booking.departureAt.getTime() - now.getTime()) / 60_000));
      const notified = await withTransaction(ctx, async (tx) => {
        if (!(await repository.markRideStartNotice(tx.db, booking.tripId, person.employeeId, now))) return false;
        await notifyRideStarting(tx, person.employeeId, { departureAt: booking.departureAt, from: person.from, role: person.role, minutes });
        return true;
      });
      if (notified) told++;
    }
  }
  return told;
}

/** The notices run every minute on the job queue, so one process takes each run and a restart loses none. */
export async function startRideStartNotices(ctx: ServiceContext): Promise<void> {
  await ctx.jobs.define(rideStartQueue);
  await ctx.jobs.work(rideStartQueue, async () => {
    const told = await sendRideStartNotices(ctx);
    if (told > 0) ctx.log.info({ told }, 'ride start notices sent');
  });
  await ctx.jobs.schedule(rideStartQueue, '* * * * *');
}
