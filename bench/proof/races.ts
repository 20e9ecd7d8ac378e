// The races, over HTTP against both processes at once (requests alternate between them): twenty
// checkouts of one company, twenty plan changes of one subscription, and twenty people joining a
// company through every path that adds one (register, import, join link, restore from the trash,
// suspended made active again) while its plan changes, or when one seat is left. Whatever order
// the database lets them through in: one charge and its receipt per purchase, never more people
// than the plan admits, and exactly as many as were answered 2xx.
import { sql } from 'drizzle-orm';
import { planEmployeeLimits, type Plan } from '@rumbo/contract';
import type { DatabaseHandle } from '../../apps/api/src/db/client.js';
import type { Cluster } from './cluster.js';
import { checkOut, isOk, logIn, replyBody, requireCard, required, subscribeCompany, type Caller } from './flows.js';
import { createRecorder, request, type Recorder, type Reply } from './http.js';
import { createCompanyDirectly, planOf, seedPassword } from './seed.js';
import { passOrFail, type Line } from './table.js';

const racers = 20;
const raceDomain = 'carrera.prueba.mx';

type Race = { cluster: Cluster; database: DatabaseHandle; recorder: Recorder };

const caller = (race: Race, user: number): Caller => ({ cluster: race.cluster, recorder: race.recorder, user, client: `10.250.${Math.floor(user / 250)}.${user % 250}` });

/** "201 ×1, 409 ×19": each status the racers got, with how many. */
function statuses(replies: Reply[]): string {
  const counts = new Map<string, number>();
  for (const reply of replies) {
    const key = reply.kind === 'answer' ? String(reply.status) : reply.kind;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort().map(([status, count]) => `${status} ×${count}`).join(', ');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sessions of the scratch database waiting for a lock. */
async function waitingOnLocks(database: DatabaseHandle): Promise<number> {
  const { rows } = await database.executeSql(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
  return (rows[0] as { n: number }).n;
}

/**
 * Starts the racers with the payment attempts table locked, so they reach it together however the
 * machine schedules them: a checkout, a plan change and a head count each read it (the attempt in
 * flight, the limit of a plan being paid for) under the company's lock and before they decide. Once
 * as many wait as can (the pools hold the rest) and no more come for half a second, or after 5 s,
 * the table is let go and the company's lock alone decides who goes first.
 */
async function lineUp(database: DatabaseHandle, start: () => Promise<Reply>[]): Promise<Reply[]> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table payment_attempts in access exclusive mode`);
    locked();
    await released;
  });
  await Promise.race([isLocked, holder]);
  const replies = start();
  const deadline = performance.now() + 5_000;
  let waiting = 0;
  let steadySince = performance.now();
  while (performance.now() < deadline && waiting < replies.length) {
    await sleep(50);
    const now = await waitingOnLocks(database);
    if (now !== waiting) [waiting, steadySince] = [now, performance.now()];
    else if (waiting > 0 && performance.now() - steadySince > 500) break;
  }
  release();
  await holder;
  return Promise.all(replies);
}

/** The company's charges that went through, and its receipts (paid payments with their number), matched by reference. */
async function moneyOf(database: DatabaseHandle, enterpriseId: string) {
  const { rows: charges } = await database.executeSql(
    `select c.id from sandbox_charges c join payment_attempts a on c.idempotency_key = 'attempt:' || a.id::text where a.enterprise_id = $1 and c.decline_code is null`,
    [enterpriseId],
  );
  const { rows: receipts } = await database.executeSql(
    `select processor_reference as reference from payments where enterprise_id = $1 and status = 'paid' and receipt_number is not null and amount > 0`,
    [enterpriseId],
  );
  const chargeIds = (charges as { id: string }[]).map((row) => row.id).sort();
  const references = (receipts as { reference: string }[]).map((row) => row.reference).sort();
  return { charges: chargeIds.length, receipts: references.length, matched: JSON.stringify(chargeIds) === JSON.stringify(references) };
}

let companies = 0;
async function raceCompany(race: Race, plan: Plan, staff: number) {
  companies += 1;
  const adminEmail = `admin.r${companies}@${raceDomain}`;
  const company = await createCompanyDirectly(race.database, { name: `Carrera ${companies} SA`, plan, adminEmail, tag: `r${companies}`, staff });
  return { ...company, who: caller(race, 0) };
}

async function checkoutsRace(race: Race): Promise<Line> {
  const company = await raceCompany(race, 'basic', 0);
  const token = required('login', await logIn(company.who, company.adminEmail, seedPassword));
  const cards = [await requireCard(company.who, token, 'a card'), await requireCard(company.who, token, 'a second card', '5555555555554444')];
  const replies = await lineUp(race.database, () =>
    Array.from({ length: racers }, (_, index) => checkOut(caller(race, index), token, index % 2 ? 'pro' : 'enterprise', cards[index % 2]!, [409])),
  );
  const money = await moneyOf(race.database, company.enterpriseId);
  const created = replies.filter((reply) => isOk(reply)).length;
  const refused = replies.filter((reply) => reply.kind === 'answer' && reply.status === 409).length;
  const passed = created === 1 && refused === racers - 1 && money.charges === 1 && money.receipts === 1 && money.matched;
  return {
    name: `race: ${racers} checkouts of one company`,
    result: passOrFail(passed),
    figures: `${statuses(replies)}; ${money.charges} charge(s), ${money.receipts} receipt(s)${money.matched ? '' : ', charges and receipts do not match'} (one of each expected)`,
  };
}

async function planChangesRace(race: Race): Promise<Line> {
  const company = await raceCompany(race, 'basic', 0);
  const { token, paymentMethodId, subscriptionId } = await subscribeCompany(company.who, company.adminEmail, seedPassword, 'basic');
  // All to the same plan: whichever comes after the first is settled finds it done (409), so exactly one may charge.
  const replies = await lineUp(race.database, () =>
    Array.from({ length: racers }, (_, index) =>
      request(race.cluster, race.recorder, index, 'plan change', { method: 'POST', path: '/stripe/changeSubscriptionPlan', body: { subscriptionId, newProductId: 'pro', paymentMethodId }, token, client: caller(race, index).client }, [409]),
    ),
  );
  const money = await moneyOf(race.database, company.enterpriseId);
  const changed = replies.filter((reply) => isOk(reply)).length;
  const plan = await planOf(race.database, company.enterpriseId);
  const passed = changed === 1 && statuses(replies) === `200 ×1, 409 ×${racers - 1}` && money.charges === 2 && money.receipts === 2 && money.matched && plan === 'pro';
  return {
    name: `race: ${racers} plan changes of one subscription`,
    result: passOrFail(passed),
    figures: `${statuses(replies)}; ${money.charges} charges, ${money.receipts} receipts with the checkout's (two of each expected); now on ${plan}`,
  };
}

/**
 * A company subscribed to `plan` with 49 people counted, and four in the trash and four suspended
 * (counted by no plan) for the racers to bring back.
 */
async function headCountCompany(race: Race, plan: Plan) {
  const company = await raceCompany(race, plan, 56);
  const token = required('login', await logIn(company.who, company.adminEmail, seedPassword));
  const { rows } = await race.database.executeSql('select id from employees where enterprise_id = $1 and not is_admin order by id limit 8', [company.enterpriseId]);
  const ids = (rows as { id: string }[]).map((row) => row.id);
  const trashed = ids.slice(0, 4);
  const suspended = ids.slice(4, 8);
  const setUp = async (what: string, spec: { path: string; body?: unknown }) => {
    const reply = await request(race.cluster, race.recorder, 0, 'setup', { method: 'PATCH', ...spec, token, client: company.who.client });
    if (!isOk(reply)) required(what, undefined, reply);
  };
  for (const id of trashed) await setUp('moving a person to the trash', { path: `/employee/soft-delete/${id}` });
  for (const id of suspended) await setUp('suspending a person', { path: `/employee/${id}`, body: { status: 'suspended' } });
  const seats = await seatsOf(race, company.enterpriseId);
  if (seats !== 49) throw new Error(`setting up: the race company counts ${seats} people, not 49`);
  // Subscribed once it fits the plan, as a company would.
  const paymentMethodId = await requireCard(company.who, token, 'a card');
  const checkout = await checkOut(company.who, token, plan, paymentMethodId);
  if (!isOk(checkout)) required(`a checkout of ${plan}`, undefined, checkout);
  const subscriptionId = replyBody<{ subscription: { id: string } }>(checkout).subscription.id;
  return { ...company, token, paymentMethodId, subscriptionId, trashed, suspended };
}

/** Twenty people added at once, four through each path that adds one; answers the replies. */
function addPeople(race: Race, company: Awaited<ReturnType<typeof headCountCompany>>): Promise<Reply>[] {
  const { token } = company;
  const person = (index: number) => ({
    firstNames: 'Carrera',
    lastNames: `Persona ${companies}-${index}`,
    email: `persona.${companies}-${index}@${raceDomain}`,
    phone: `55 8${String(companies * 100 + index).padStart(7, '0')}`,
    address: 'Av. Reforma 222, CDMX',
  });
  const send = (index: number, label: string, spec: { method: 'POST' | 'PATCH'; path: string; body?: unknown; token?: string }) =>
    request(race.cluster, race.recorder, index, label, { ...spec, client: caller(race, 1000 + companies * 100 + index).client }, [409]);
  return Array.from({ length: racers }, (_, index) => {
    const path = index % 5;
    const slot = Math.floor(index / 5);
    if (path === 0) return send(index, 'register', { method: 'POST', path: '/employee/register', body: { ...person(index), sendInvitation: false }, token });
    if (path === 1) return send(index, 'import', { method: 'POST', path: '/employee/import', body: { rows: [person(index)], dryRun: false }, token });
    if (path === 2) {
      const { address: _address, ...joiner } = person(index);
      return send(index, 'join', { method: 'POST', path: `/join/${company.joinCode}`, body: { ...joiner, password: 'clave-de-carrera' } });
    }
    if (path === 3) return send(index, 'restore', { method: 'PATCH', path: `/employee/${company.trashed[slot]}/restore`, token });
    return send(index, 'reactivate', { method: 'PATCH', path: `/employee/${company.suspended[slot]}`, body: { status: 'active' }, token });
  });
}

async function seatsOf(race: Race, enterpriseId: string): Promise<number> {
  const { rows } = await race.database.executeSql(`select count(*)::int as n from employees where enterprise_id = $1 and deleted_at is null and status <> 'suspended'`, [enterpriseId]);
  return (rows[0] as { n: number }).n;
}

const onlyAnswers = (replies: Reply[]) => replies.every((reply) => reply.kind === 'answer' && (isOk(reply) || reply.status === 409));

async function downgradeRace(race: Race): Promise<Line> {
  const company = await headCountCompany(race, 'pro');
  const change = () =>
    request(
      race.cluster,
      race.recorder,
      racers,
      'plan change',
      { method: 'POST', path: '/stripe/changeSubscriptionPlan', body: { subscriptionId: company.subscriptionId, newProductId: 'basic', paymentMethodId: company.paymentMethodId }, token: company.token, client: company.who.client },
      [409],
    );
  const [changed, ...added] = await lineUp(race.database, () => [change(), ...addPeople(race, company)]);
  const seats = await seatsOf(race, company.enterpriseId);
  const plan = await planOf(race.database, company.enterpriseId);
  const admitted = added.filter((reply) => isOk(reply)).length;
  const limit = planEmployeeLimits[plan] ?? Infinity;
  const passed = onlyAnswers([changed!, ...added]) && seats <= limit && seats === 49 + admitted && (plan === 'basic') === isOk(changed!);
  return {
    name: `race: pro company of 49 to basic while ${racers} join`,
    result: passOrFail(passed),
    figures: `plan change ${statuses([changed!])}, adds ${statuses(added)}: ${seats} people on ${plan} (limit ${limit}; 49 + ${admitted} answered 2xx)`,
  };
}

async function lastSeatRace(race: Race): Promise<Line> {
  const company = await headCountCompany(race, 'basic');
  const added = await lineUp(race.database, () => addPeople(race, company));
  const seats = await seatsOf(race, company.enterpriseId);
  const admitted = added.filter((reply) => isOk(reply)).length;
  const passed = onlyAnswers(added) && admitted === 1 && seats === 50;
  return {
    name: `race: ${racers} join a basic company of 49 (limit 50)`,
    result: passOrFail(passed),
    figures: `${statuses(added)} (register, import, join link, restore, reactivate: 4 each); ${seats} people (exactly one admitted expected)`,
  };
}

export async function runRaces(cluster: Cluster, database: DatabaseHandle): Promise<Line[]> {
  const race: Race = { cluster, database, recorder: createRecorder() };
  return [await checkoutsRace(race), await planChangesRace(race), await downgradeRace(race), await lastSeatRace(race)];
}
