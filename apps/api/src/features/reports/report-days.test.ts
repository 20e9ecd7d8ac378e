import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { withTransaction } from '../../service-context.js';
import { clockedTestApp } from '../../testing/clocked-test-app.js';
import { createEmployeeWhoCanLogIn, signUpAndLogIn, subscribe } from '../../testing/factories.js';
import { home, minutesAfter, north, office, type Headers } from '../../testing/trips.js';
import { legsTable, tripsTable } from '../trips/trips.table.js';
import { refreshCompanyDay, refreshTripFigures } from './report-days.service.js';
import { lockReportDay } from './reports.repository.js';
import { reportDaysTable } from './reports.table.js';

// A day's roll-up changed trip by trip (its trips' differences) must always be what counting the day
// whole makes of it: every figure, to the last bit of its km, and its people.
const { clock, app } = clockedTestApp(new Date('2026-03-01T12:00:00Z'));

const day = '2026-03-02';
const post = (headers: Headers, url: string, payload: object) => app.inject({ method: 'POST', url, headers, payload });

async function created(response: Awaited<ReturnType<typeof post>>, key: 'journeyId' | 'bookingId') {
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data[key] as string;
}

/** A passenger booked on the offer and confirmed by its driver (through the API, as a person would). */
async function ride(driver: Headers, passenger: Headers, offerId: string, departureAt: string, fromKm: number) {
  const requestId = await created(await post(passenger, '/api/trips/requests', { origin: north(home, fromKm), destination: office, departureAt }), 'journeyId');
  const bookingId = await created(await post(passenger, '/api/trips/bookings', { requestId, offerId }), 'bookingId');
  const confirmed = await app.inject({ method: 'PATCH', url: `/api/trips/bookings/${bookingId}`, headers: driver, payload: { status: 'CONFIRMED' } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

/**
 * The stored day as a recount would compare it: every column but when it was written, its km as the
 * database holds them (every digit), and its people in order, each with the count of trips they are on.
 */
async function readDay(db: Database, enterpriseId: string) {
  const [row] = await db
    .select()
    .from(reportDaysTable)
    .where(and(eq(reportDaysTable.enterpriseId, enterpriseId), eq(reportDaysTable.day, day)));
  const { refreshedAt: _refreshedAt, ...figures } = row!;
  const km = await db.execute<Record<string, string>>(
    sql`select shared_km::text, vehicle_km_avoided::text, allocated_vehicle_km::text from report_days where enterprise_id = ${enterpriseId} and day = ${day}`,
  );
  const people = await db.execute<{ employee_id: string; trips: number }>(
    sql`select employee_id, trips from report_day_people where enterprise_id = ${enterpriseId} and day = ${day} order by employee_id`,
  );
  return { ...figures, km: km.rows[0], people: people.rows.map((person) => `${person.employee_id} ×${person.trips}`) };
}

/** Sessions of this test's database that wait for a lock another transaction holds (PostgreSQL). */
async function waitingOnLocks(): Promise<number> {
  const { rows } = await app.db.execute<{ waiting: number }>(
    sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return rows[0]!.waiting;
}

class RolledBack extends Error {}

/** The day counted whole by `refreshCompanyDay`, in a transaction rolled back after. */
async function recount(enterpriseId: string) {
  let counted: Awaited<ReturnType<typeof readDay>> | undefined;
  await withTransaction(app.ctx, async (tx) => {
    await refreshCompanyDay(tx, { enterpriseId, day });
    counted = await readDay(tx.db, enterpriseId);
    throw new RolledBack();
  }).catch((error: unknown) => {
    if (!(error instanceof RolledBack)) throw error;
  });
  return counted!;
}

// One change of a leg or a trip, as the trips feature's paths make them (validation, cancellation,
// the fraud rules' flags, proofs' pickup times and classes, the km the driver sends, the routes' km).
const legChange = fc.record({
  leg: fc.nat(),
  validated: fc.option(fc.boolean(), { nil: undefined }),
  cancelled: fc.option(fc.boolean(), { nil: undefined }),
  flagged: fc.option(fc.boolean(), { nil: undefined }),
  pickupLateMinutes: fc.option(fc.option(fc.integer({ min: -10, max: 10 }), { nil: null }), { nil: undefined }),
  proofClass: fc.option(fc.constantFrom('A', 'B', 'C'), { nil: undefined }),
  km: fc.option(fc.double({ min: 0.5, max: 30, noNaN: true }), { nil: undefined }),
});
const tripChange = fc.record({ trip: fc.nat(), vehicleKm: fc.option(fc.double({ min: 1, max: 40, noNaN: true }), { nil: null }) });
const step = fc.record({ legs: fc.array(legChange, { minLength: 1, maxLength: 3 }), trip: fc.option(tripChange, { nil: undefined }) });

describe('a day roll-up changed by its trips’ differences', () => {
  let enterpriseId: string;
  let legs: { id: string; tripId: string; passengerId: string; pickupPlannedAt: Date }[];
  let tripIds: string[];

  beforeAll(async () => {
    const admin = await signUpAndLogIn(app);
    await subscribe(app, admin.headers, 'enterprise');
    enterpriseId = admin.user.enterpriseId;
    const people: Headers[] = [];
    for (let index = 0; index < 3; index += 1) people.push((await createEmployeeWhoCanLogIn(app, admin.headers)).headers as Headers);
    const [ana, beto, carla] = people;
    // Two cars of the administrator on one day; Ana rides in both, so leaving one keeps her on the day.
    const early = `${day}T07:00:00-06:00`;
    const late = `${day}T09:00:00-06:00`;
    const offer = (departureAt: string) => post(admin.headers, '/api/trips/offers', { origin: home, destination: office, departureAt, seats: 3 }).then((r) => created(r, 'journeyId'));
    const [earlyOffer, lateOffer] = [await offer(early), await offer(late)];
    await ride(admin.headers, ana!, earlyOffer, early, 0.5);
    await ride(admin.headers, beto!, earlyOffer, early, 0.7);
    await ride(admin.headers, carla!, lateOffer, late, 0.3);
    await ride(admin.headers, ana!, lateOffer, late, 0.5);
    legs = await app.db
      .select({ id: legsTable.id, tripId: legsTable.tripId, passengerId: legsTable.passengerId, pickupPlannedAt: legsTable.pickupPlannedAt }).from(legsTable).where(eq(legsTable.enterpriseId, enterpriseId));
    tripIds = [...new Set(legs.map((leg) => leg.tripId))];
    expect([legs.length, tripIds.length]).toEqual([4, 2]);
  });

  it('equals a whole recount after every change of any sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        for (const { legs: changes, trip } of steps) {
          const changed = new Set<string>();
          await withTransaction(app.ctx, async (tx) => {
            for (const change of changes) {
              const leg = legs[change.leg % legs.length]!;
              const values = {
                ...(change.validated !== undefined && { validatedAt: change.validated ? clock.now() : null }),
                ...(change.cancelled !== undefined && { cancelledAt: change.cancelled ? clock.now() : null }),
                ...(change.flagged !== undefined && { flags: change.flagged ? [{ reason: 'lateData', flaggedAt: clock.now().toISOString(), params: {} }] : [] }),
                ...(change.pickupLateMinutes !== undefined && {
                  pickupActualAt: change.pickupLateMinutes === null ? null : new Date(minutesAfter(leg.pickupPlannedAt.toISOString(), change.pickupLateMinutes)),
                }),
                ...(change.proofClass !== undefined && { proofClass: change.proofClass }),
                ...(change.km !== undefined && { sharedKm: change.km, soloKm: change.km * 1.1 }),
              };
              // A change that names no field leaves the leg as it was (its trip is still counted again).
              if (Object.keys(values).length > 0) await tx.db.update(legsTable).set(values).where(eq(legsTable.id, leg.id));
              changed.add(leg.tripId);
            }
            if (trip) {
              const tripId = tripIds[trip.trip % tripIds.length]!;
              await tx.db.update(tripsTable).set({ vehicleKm: trip.vehicleKm }).where(eq(tripsTable.id, tripId));
              changed.add(tripId);
            }
            await refreshTripFigures(tx, [...changed]);
          });
          const stored = await readDay(app.db, enterpriseId);
          expect(stored.byTrip).toBe(true);
          expect(stored).toEqual(await recount(enterpriseId));
        }
      }),
      { numRuns: 30, seed: Number(process.env.ROLLUP_SEED) || undefined },
    );
    // About a hundred transactions and their recounts: seconds on a quiet machine, more beside other work.
  }, 180_000);

  it('keeps a person on the day while one of their trips has them, and counts them once', async () => {
    const [first, second] = legs.filter((leg, _, all) => all.filter((other) => other.passengerId === leg.passengerId).length === 2);
    const ana = first!.passengerId;
    // Each step one transaction of the trips feature's kind: the legs changed, then their trips' difference applied.
    const set = async (changes: [typeof first, { validated: boolean; cancelled?: boolean }][]) => {
      await withTransaction(app.ctx, async (tx) => {
        for (const [leg, { validated, cancelled = false }] of changes) {
          await tx.db
            .update(legsTable)
            .set({ validatedAt: validated ? clock.now() : null, cancelledAt: cancelled ? clock.now() : null, flags: [] })
            .where(eq(legsTable.id, leg!.id));
        }
        await refreshTripFigures(tx, [...new Set(changes.map(([leg]) => leg!.tripId))]);
      });
      const stored = await readDay(app.db, enterpriseId);
      expect(stored).toEqual(await recount(enterpriseId));
      return { participants: stored.participants, ana: stored.people.find((person) => person.startsWith(ana)) };
    };
    // Every leg counting: Ana rides both cars, one of the day's people, on two trips.
    const everyone = await set(legs.map((leg) => [leg, { validated: true }]));
    expect(everyone).toEqual({ participants: 4, ana: `${ana} ×2` });
    // She leaves the early car: still on the day through the late one.
    expect(await set([[first, { validated: true, cancelled: true }]])).toEqual({ participants: 4, ana: `${ana} ×1` });
    // Her late ride no longer counts either: she leaves the day, the others stay.
    expect(await set([[second, { validated: false }]])).toEqual({ participants: 3, ana: undefined });
    // Both back in one transaction: she comes back once, on two trips.
    expect(await set([[first, { validated: true }], [second, { validated: true }]])).toEqual({ participants: 4, ana: `${ana} ×2` });
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('a change of a day waits on the lock of one that has not written yet, so neither reads a trip row the other is changing', async () => {
    const [ana, beto] = legs.filter((leg) => leg.tripId === tripIds[0]);
    const change = (tx: typeof app.ctx, legId: string, km: number) =>
      tx.db.update(legsTable).set({ validatedAt: clock.now(), cancelledAt: null, flags: [], sharedKm: km, soloKm: km }).where(eq(legsTable.id, legId));
    // The first takes the day's lock and holds on before changing anything; the second changes the same car meanwhile.
    let releaseFirst!: () => void;
    let firstLocked!: () => void;
    const locked = new Promise<void>((resolve) => (firstLocked = resolve));
    const first = withTransaction(app.ctx, async (tx) => {
      await lockReportDay(tx.db, { enterpriseId, day });
      firstLocked();
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      await change(tx, ana!.id, 3.25);
      await refreshTripFigures(tx, [ana!.tripId]);
    });
    await locked;
    const second = withTransaction(app.ctx, async (tx) => {
      await change(tx, beto!.id, 7.5);
      await refreshTripFigures(tx, [beto!.tripId]);
    });
    // Without the lock (the upsert's, as FOR UPDATE) the second would not wait: it would read the car's row and write the day now.
    await expect.poll(() => waitingOnLocks(), { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
    releaseFirst();
    await Promise.all([first, second]);
    expect(await readDay(app.db, enterpriseId)).toEqual(await recount(enterpriseId));
  });
});
