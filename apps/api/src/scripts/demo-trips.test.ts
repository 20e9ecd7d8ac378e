import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legFlagReasons, localDayOf } from '@rumbo/contract';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { insertEmployeesDirectly, signUpAndLogIn, subscribe, type AuthHeaders } from '../testing/factories.js';
import { reportDaysTable } from '../features/reports/reports.table.js';
import { checkLegFraudRules } from '../features/trips/index.js';
import { legsTable, tripsTable } from '../features/trips/trips.table.js';
import { seedDemoTrips, type DemoTripsResult } from './demo-trips.js';

// The demo trips on a fresh database: a company of 40 people, three months ending now.
let app: TestApp;
let admin: AuthHeaders;
let enterpriseId: string;
let seeded: DemoTripsResult;
const timeZone = 'America/Mexico_City';
const localDay = (daysAgo: number) => localDayOf(Date.now() - daysAgo * 86_400_000, timeZone);

beforeAll(async () => {
  app = await buildTestApp();
  const signedUp = await signUpAndLogIn(app);
  admin = signedUp.headers;
  enterpriseId = signedUp.user.enterpriseId;
  await insertEmployeesDirectly(app, enterpriseId, 39);
  // Reports are read by subscribed companies, as the demo company is.
  await subscribe(app, admin, 'enterprise');
  seeded = await seedDemoTrips(app.ctx, enterpriseId);
}, 120_000);
afterAll(async () => {
  await app.close();
});

const metrics = async (from: string, to: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/reports/metrics?from=${from}&to=${to}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await app.db.execute(query)).rows as T[];
}

describe('the demo trips', () => {
  it('fill the last month of the report: trips, participation and CO2 avoided', async () => {
    expect(seeded.skipped).toBe(false);
    const month = await metrics(localDay(30), localDay(0));
    expect(month.trips).toBeGreaterThan(100);
    expect(month.participation.share).toBeGreaterThan(0.3);
    expect(month.participation.share).toBeLessThan(1);
    expect(month.co2AvoidedKg).toBeGreaterThan(0);
    expect(month.commuteEmissionsKg).toBeGreaterThan(0);
    expect(month.averageOccupancy).toBeGreaterThan(2);
    // The office's address names the country, so Mexico's factor is chosen by it, not standing in.
    expect(month.emissionFactor).toMatchObject({ chosenBy: 'country', factor: { region: 'MX' } });
    expect(month.matchRate.share).toBeGreaterThan(0.5);
    expect(month.matchRate.share).toBeLessThan(1);
  });

  it('keep every leg between 5 and 30 km except the lunch lifts, and 1 to 3 passengers a car', async () => {
    const [distances] = await rows<{ short: number; long: number }>(sql`
      select count(*) filter (where shared_km < 5)::int as short, count(*) filter (where shared_km > 30)::int as long from ${legsTable}
      where enterprise_id = ${enterpriseId} and not flags @> '[{"reason":"shortLeg"}]'`);
    expect(distances).toEqual({ short: 0, long: 0 });
    const [crews] = await rows<{ fewest: number; most: number }>(sql`
      select min(n)::int as fewest, max(n)::int as most from (select count(*) as n from ${legsTable} where enterprise_id = ${enterpriseId} group by trip_id) c`);
    expect(crews!.fewest).toBeGreaterThanOrEqual(1);
    expect(crews!.most).toBeLessThanOrEqual(3);
  });

  it('have legs flagged by each fraud rule, left out of the figures and counted in the flagged share', async () => {
    const flagged = await rows<{ reason: string; legs: number; counting: number }>(sql`
      select f->>'reason' as reason, count(*)::int as legs, count(*) filter (where l.counts_in_figures)::int as counting
      from ${legsTable} l cross join jsonb_array_elements(l.flags) f where l.enterprise_id = ${enterpriseId} group by 1`);
    expect(flagged.map((row) => row.reason).sort()).toEqual([...legFlagReasons].sort());
    for (const row of flagged) expect(row, row.reason).toMatchObject({ counting: 0 });
    const period = await metrics(localDay(92), localDay(0));
    const [legs] = await rows<{ counting: number; flagged: number; live: number }>(sql`
      select count(*) filter (where counts_in_figures)::int as counting, count(*) filter (where flags <> '[]'::jsonb)::int as flagged, count(*)::int as live
      from ${legsTable} where enterprise_id = ${enterpriseId} and cancelled_at is null`);
    expect(period.legs).toBe(legs!.counting);
    expect(period.flaggedShare).toMatchObject({ numerator: legs!.flagged, denominator: legs!.live });
    expect(legs!.flagged).toBeGreaterThan(0);
  });

  it('roll up every day as its legs say', async () => {
    const recomputed = await rows<{ day: string; trips: number; legs: number; participants: number; legs_all: number; legs_flagged: number }>(sql`
      with l as (
        select to_char((t.planned_departure_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as day, l.*, t.driver_id
        from ${legsTable} l join ${tripsTable} t on t.id = l.trip_id where l.enterprise_id = ${enterpriseId}
      )
      select day,
        count(distinct trip_id) filter (where counts_in_figures)::int as trips,
        count(*) filter (where counts_in_figures)::int as legs,
        (select count(*)::int from (select driver_id from l p where p.day = l.day and p.counts_in_figures
           union select passenger_id from l p where p.day = l.day and p.counts_in_figures) people) as participants,
        count(*) filter (where cancelled_at is null)::int as legs_all,
        count(*) filter (where cancelled_at is null and flags <> '[]'::jsonb)::int as legs_flagged
      from l group by day order by day`);
    const written = await app.db
      .select({ day: reportDaysTable.day, trips: reportDaysTable.trips, legs: reportDaysTable.legs, participants: reportDaysTable.participants, legs_all: reportDaysTable.legsAll, legs_flagged: reportDaysTable.legsFlagged })
      .from(reportDaysTable)
      .where(sql`${reportDaysTable.enterpriseId} = ${enterpriseId} and ${reportDaysTable.legsAll} > 0`)
      .orderBy(reportDaysTable.day);
    expect(recomputed.length).toBeGreaterThan(50);
    expect(written).toEqual(recomputed);
  });

  it('leave unflagged only legs the fraud rules pass', async () => {
    const sample = await rows<{ passenger_id: string; booking_id: string; pickup_planned_at: string }>(sql`
      select passenger_id, booking_id, pickup_planned_at from ${legsTable}
      where enterprise_id = ${enterpriseId} and counts_in_figures order by id limit 40`);
    const rolledBack = new Error('rolled back');
    await app.db
      .transaction(async (tx) => {
        for (const leg of sample) await checkLegFraudRules({ db: tx }, leg.passenger_id, leg.booking_id, new Date(new Date(leg.pickup_planned_at).getTime() + 3_600_000));
        const flags = await tx.select({ flags: legsTable.flags }).from(legsTable).where(sql`${legsTable.bookingId} in ${sample.map((leg) => leg.booking_id)}`);
        expect(flags.map((row) => row.flags)).toEqual(sample.map(() => []));
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
  });

  it('are not written twice', async () => {
    const count = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(tripsTable).where(eq(tripsTable.enterpriseId, enterpriseId)))[0]!.n;
    const before = await count();
    expect(before).toBe(seeded.trips);
    expect(await seedDemoTrips(app.ctx, enterpriseId)).toMatchObject({ skipped: true });
    expect(await count()).toBe(before);
  });
});
