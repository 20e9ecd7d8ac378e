// What the crash tests look for in the database once the service has stopped: anything a killed
// operation left half made. Each finding is a sentence; none means every operation is whole or absent.
import { and, eq, sql } from 'drizzle-orm';
import { systemClock } from '../clock.js';
import type { Database } from '../db/client.js';
import { refreshCompanyDay } from '../features/reports/index.js';
import { reportDaysTable } from '../features/reports/reports.table.js';
import type { CheckoutState } from './service-client.js';

/** What the API showed after each restart: a batch's people, a checkout's state, a validation's booking and day. */
export type Recorded = {
  imports: { enterpriseId: string; tag: string; people: number }[];
  checkouts: { enterpriseId: string; state: CheckoutState }[];
  validations: { enterpriseId: string; bookingId: string; day: string }[];
};

const countOf = async (db: Database, query: ReturnType<typeof sql>) => Number((await db.execute<{ count: number }>(query)).rows[0]!.count);

export async function findHalfMade(db: Database, recorded: Recorded): Promise<string[]> {
  const found: string[] = [];

  // An import: its people and their accounts, all of them or none, as the API counted them.
  for (const { enterpriseId, tag, people } of recorded.imports) {
    const employees = await countOf(db, sql`select count(*)::int as count from employees where enterprise_id = ${enterpriseId} and search_name like ${`% ${tag} %`}`);
    const accounts = await countOf(db, sql`select count(*)::int as count from accounts where email like ${`%@${tag}.mx`}`);
    if (employees !== people || accounts !== people) found.push(`import ${tag}: ${employees} people and ${accounts} accounts, where the API counted ${people}`);
  }

  // A charge: settled (none in flight), with exactly one paid payment bearing a receipt number, and a live subscription.
  const inFlight = await countOf(db, sql`select count(*)::int as count from payment_attempts where status = 'in_flight'`);
  if (inFlight > 0) found.push(`${inFlight} payment attempts still in flight after their settlement`);
  const charges = await db.execute<{ id: string; payments: number; subscriptions: number }>(sql`
    select c.id,
      (select count(*)::int from payments p where p.processor_reference = c.id and p.status = 'paid' and p.receipt_number is not null) as payments,
      (select count(*)::int from subscriptions s join payment_attempts a on a.subscription_id = s.id where a.processor_reference = c.id and s.status = 'active') as subscriptions
    from sandbox_charges c`);
  for (const charge of charges.rows) {
    if (charge.payments !== 1 || charge.subscriptions !== 1) found.push(`charge ${charge.id}: ${charge.payments} receipts and ${charge.subscriptions} live subscriptions`);
  }
  const orphans = await countOf(db, sql`select count(*)::int as count from payments p where not exists (select 1 from sandbox_charges c where c.id = p.processor_reference)`);
  if (orphans > 0) found.push(`${orphans} payments without their charge`);

  // A validation: the leg validated with its booking, and the day's roll-up as a recount makes it.
  for (const { enterpriseId, bookingId, day } of recorded.validations) {
    const [state] = (
      await db.execute<{ status: string; validated: boolean }>(
        sql`select b.status, l.validated_at is not null as validated from bookings b join legs l on l.booking_id = b.id where b.id = ${bookingId}`,
      )
    ).rows;
    if (!state || state.validated !== (state.status === 'VALIDATED')) found.push(`booking ${bookingId}: ${state?.status}, its leg ${state?.validated ? '' : 'not '}validated`);
    const stored = await readDay(db, enterpriseId, day);
    const recounted = await recount(db, enterpriseId, day);
    if (JSON.stringify(stored) !== JSON.stringify(recounted)) found.push(`the roll-up of ${day} says ${JSON.stringify(stored)}, a recount ${JSON.stringify(recounted)}`);
  }
  return found;
}

async function readDay(db: Database, enterpriseId: string, day: string) {
  const [row] = await db
    .select()
    .from(reportDaysTable)
    .where(and(eq(reportDaysTable.enterpriseId, enterpriseId), eq(reportDaysTable.day, day)));
  if (!row) return undefined;
  const { refreshedAt: _refreshedAt, ...figures } = row;
  const people = await db.execute<{ employee_id: string }>(
    sql`select employee_id from report_day_people where enterprise_id = ${enterpriseId} and day = ${day} order by employee_id`,
  );
  return { ...figures, people: people.rows.map((person) => person.employee_id) };
}

class RolledBack extends Error {}

/** The day as the reports' own rewrite makes it from the trips' rows, in a transaction rolled back after. */
async function recount(db: Database, enterpriseId: string, day: string) {
  let recounted: Awaited<ReturnType<typeof readDay>>;
  await db
    .transaction(async (tx) => {
      await refreshCompanyDay({ db: tx, clock: systemClock }, { enterpriseId, day });
      recounted = await readDay(tx, enterpriseId, day);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return recounted;
}
