// The reports' day roll-ups against a recount: in one transaction that is rolled back, every (company,
// local day) the load touched is rewritten by the reports' own refreshCompanyDay from its legs, trips
// and requests, and what it writes is compared with what the service had kept. A change that wrote
// its legs without its roll-up, or two that overwrote each other's counts, shows as a difference.
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../apps/api/src/db/client.js';
import { refreshCompanyDay } from '../../apps/api/src/features/reports/index.js';

type DayRow = Record<string, unknown> & { enterprise_id: string; day: string };

const rolledBack = new Error('the recount is rolled back');

/** The companies' kept days (only these days, when given), each with its people. */
async function readDays(tx: Database, enterpriseIds: string[], days?: string[]): Promise<Map<string, DayRow>> {
  const { rows } = await tx.execute<DayRow>(sql`
    select d.*, to_char(d.day, 'YYYY-MM-DD') as day,
      (select coalesce(string_agg(p.employee_id::text, ',' order by p.employee_id), '') from report_day_people p
       where p.enterprise_id = d.enterprise_id and p.day = d.day) as people
    from report_days d where d.enterprise_id = any(${sql.param(enterpriseIds)}::uuid[])
      and (${days === undefined} or d.day = any(${sql.param(days ?? [])}::date[]))`);
  return new Map(rows.map((row) => [`${row.enterprise_id} ${row.day}`, row]));
}

/** Every (company, day) a request, a trip or a leg of these companies falls on, in the company's zone. */
async function touchedDays(tx: Database, enterpriseIds: string[]): Promise<{ enterpriseId: string; day: string }[]> {
  const { rows } = await tx.execute<{ enterprise_id: string; day: string }>(sql`
    with companies as (select id, time_zone from enterprises where id = any(${sql.param(enterpriseIds)}::uuid[]))
    select distinct c.id as enterprise_id, to_char((j.departure_at at time zone c.time_zone)::date, 'YYYY-MM-DD') as day
      from journeys j join companies c on c.id = j.enterprise_id where j.role = 'passenger'
    union
    select distinct c.id, to_char((t.planned_departure_at at time zone c.time_zone)::date, 'YYYY-MM-DD')
      from trips t join companies c on c.id = t.enterprise_id
    union
    select distinct c.id, to_char((t.planned_departure_at at time zone c.time_zone)::date, 'YYYY-MM-DD')
      from legs l join trips t on t.id = l.trip_id join companies c on c.id = l.enterprise_id`);
  return rows.map((row) => ({ enterpriseId: row.enterprise_id, day: row.day }));
}

const isZero = (row: DayRow) => Object.entries(row).every(([key, value]) => ['enterprise_id', 'day', 'refreshed_at'].includes(key) || !value || value === '0');

/** Names the figures of a day that differ (floating sums to a millionth). */
function differences(kept: DayRow | undefined, recounted: DayRow | undefined): string[] {
  if (!kept && recounted && isZero(recounted)) return [];
  if (!recounted && kept && isZero(kept)) return [];
  if (!kept || !recounted) return [kept ? 'kept but not recounted' : 'missing'];
  return Object.keys(recounted)
    .filter((key) => key !== 'refreshed_at')
    .filter((key) => {
      const [a, b] = [kept[key], recounted[key]];
      return typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) > 1e-6 : String(a) !== String(b);
    })
    .map((key) => `${key} ${String(kept[key]).slice(0, 40)} (recount ${String(recounted[key]).slice(0, 40)})`);
}

/**
 * These (company, day)s rewritten whole by refreshCompanyDay, in a transaction that is rolled back, and
 * compared with what was kept: the differences, one line a day.
 */
export async function recountDays(database: DatabaseHandle, enterpriseIds: string[], days?: { enterpriseId: string; day: string }[]): Promise<{ days: number; mismatches: string[] }> {
  const mismatches: string[] = [];
  let counted = 0;
  await database.db
    .transaction(async (tx) => {
      const only = days?.map(({ day }) => day);
      const kept = await readDays(tx, enterpriseIds, only);
      const all = new Map((days ?? (await touchedDays(tx, enterpriseIds))).map((day) => [`${day.enterpriseId} ${day.day}`, day]));
      if (!days) for (const row of kept.values()) all.set(`${row.enterprise_id} ${row.day}`, { enterpriseId: row.enterprise_id, day: row.day });
      const sorted = [...all.values()].sort((a, b) => a.enterpriseId.localeCompare(b.enterpriseId) || a.day.localeCompare(b.day));
      for (const day of sorted) await refreshCompanyDay({ db: tx, clock: { now: () => new Date() } }, day);
      const recounted = await readDays(tx, enterpriseIds, only);
      counted = sorted.length;
      for (const key of all.keys()) {
        const differing = differences(kept.get(key), recounted.get(key));
        if (differing.length > 0) mismatches.push(`${key}: ${differing.join(', ')}`);
      }
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  return { days: counted, mismatches };
}

/** Every day the companies have kept or touched, recounted. */
export function checkRollups(database: DatabaseHandle, enterpriseIds: string[]): Promise<{ days: number; mismatches: string[] }> {
  return recountDays(database, enterpriseIds);
}
