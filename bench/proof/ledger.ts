// The ledger: every write the load sent, with what its answer said (done, refused, unknown), and the
// check of the database against it once the traffic has stopped. Done (2xx) must be there, refused
// (4xx) must not, unknown (a 503, a connection cut by a kill) may be either but never half: a person
// with their account and search name, a booking with the leg and trip its status implies. Money is
// checked whole: every sandbox charge paid has one receipt and every receipt its charge.
import type { DatabaseHandle } from '../../apps/api/src/db/client.js';
import { toSearchName } from '../../apps/api/src/features/employees/index.js';
import type { Outcome } from './http.js';
import { loadDomain, loadPlacePrefix } from './kinds.js';
import { checkMoney } from './money.js';
import { checkRollups } from './rollups.js';

type Change = { tripPreferences: string; lastNames: string };
type Journey = { enterpriseId: string; role: 'driver' | 'passenger'; outcome: Outcome };

export type Ledger = {
  person: (email: string, enterpriseId: string, status: 'active' | 'pending', outcome: Outcome) => void;
  edit: (employeeId: string, change: Change, outcome: Outcome) => void;
  journey: (label: string, enterpriseId: string, role: 'driver' | 'passenger', outcome: Outcome) => void;
  booking: (requestId: string, bookingId: string | undefined, outcome: Outcome) => void;
  move: (bookingId: string, status: string, outcome: Outcome) => void;
  checkout: (enterpriseId: string, which: 'first' | 'again', outcome: Outcome) => void;
  /** Writes recorded so far by outcome. */
  tally: () => Record<Outcome, number>;
  people: Map<string, { enterpriseId: string; status: string; outcome: Outcome }>;
  edits: Map<string, { change: Change; outcome: Outcome }[]>;
  journeys: Map<string, Journey>;
  bookings: Map<string, { bookingId: string | undefined; outcome: Outcome }>;
  moves: Map<string, { status: string; outcome: Outcome }[]>;
  checkouts: { enterpriseId: string; which: 'first' | 'again'; outcome: Outcome }[];
};

export function createLedger(): Ledger {
  const counts: Record<Outcome, number> = { ok: 0, refused: 0, unknown: 0 };
  const counted = (outcome: Outcome) => (counts[outcome] += 1);
  const ledger: Ledger = {
    people: new Map(),
    edits: new Map(),
    journeys: new Map(),
    bookings: new Map(),
    moves: new Map(),
    checkouts: [],
    person: (email, enterpriseId, status, outcome) => {
      counted(outcome);
      ledger.people.set(email, { enterpriseId, status, outcome });
    },
    edit: (employeeId, change, outcome) => {
      counted(outcome);
      ledger.edits.set(employeeId, [...(ledger.edits.get(employeeId) ?? []), { change, outcome }]);
    },
    journey: (label, enterpriseId, role, outcome) => {
      counted(outcome);
      ledger.journeys.set(label, { enterpriseId, role, outcome });
    },
    booking: (requestId, bookingId, outcome) => {
      counted(outcome);
      ledger.bookings.set(requestId, { bookingId, outcome });
    },
    move: (bookingId, status, outcome) => {
      counted(outcome);
      ledger.moves.set(bookingId, [...(ledger.moves.get(bookingId) ?? []), { status, outcome }]);
    },
    checkout: (enterpriseId, which, outcome) => {
      counted(outcome);
      ledger.checkouts.push({ enterpriseId, which, outcome });
    },
    tally: () => ({ ...counts }),
  };
  return ledger;
}

/** What a series of writes may have left: the last one done, or any unknown one after it. */
function possibleFinals<T>(writes: { outcome: Outcome }[], initial: T, valueOf: (index: number) => T): T[] {
  let lastDone = -1;
  writes.forEach((write, index) => write.outcome === 'ok' && (lastDone = index));
  const finals = [lastDone === -1 ? initial : valueOf(lastDone)];
  for (let index = lastDone + 1; index < writes.length; index++) if (writes[index]!.outcome === 'unknown') finals.push(valueOf(index));
  return finals;
}

export type LedgerCheck = { problems: string[]; figures: string[] };

type Rows<T> = { rows: T[] };
const query = async <T>(database: DatabaseHandle, text: string, values?: unknown[]) => ((await database.executeSql(text, values)) as Rows<T>).rows;

/** One problem of each kind is enough to name; the count says how many. */
function collect(problems: string[]) {
  const byKind = new Map<string, string[]>();
  return {
    add: (kind: string, example: string) => byKind.set(kind, [...(byKind.get(kind) ?? []), example]),
    flush: () => {
      for (const [kind, examples] of byKind) problems.push(`${examples.length} ${kind} (e.g. ${examples[0]})`);
    },
  };
}

async function checkPeople(database: DatabaseHandle, ledger: Ledger, found: ReturnType<typeof collect>): Promise<string> {
  const rows = await query<{ email: string; enterprise_id: string; status: string; first_names: string; last_names: string; search_name: string; trip_preferences: string; employee_id: string | null }>(
    database,
    `select a.email, e.enterprise_id, e.status, e.first_names, e.last_names, e.search_name, e.trip_preferences, e.id as employee_id
     from accounts a left join employees e on e.account_id = a.id where a.email like $1`,
    [`%@${loadDomain}`],
  );
  const inDatabase = new Map(rows.map((row) => [row.email, row]));
  for (const row of rows) {
    const written = ledger.people.get(row.email);
    if (!row.employee_id) found.add('accounts without their person (half made)', row.email);
    else if (!written) found.add('people in the database the load never sent', row.email);
    else if (written.outcome === 'refused') found.add('people written though their request was refused', row.email);
    else if (written.enterpriseId !== row.enterprise_id || written.status !== row.status) found.add('people in another company or status than sent', `${row.email}: ${row.status}`);
    if (row.employee_id && row.search_name !== toSearchName(`${row.first_names} ${row.last_names}`)) found.add('people whose search name is not their name', row.email);
  }
  for (const [email, written] of ledger.people) if (written.outcome === 'ok' && !inDatabase.has(email)) found.add('people answered 2xx but missing', email);

  const byId = new Map(rows.map((row) => [row.employee_id, row]));
  for (const [employeeId, edits] of ledger.edits) {
    const row = byId.get(employeeId);
    if (!row) continue;
    const finals = possibleFinals(edits, undefined, (index) => edits[index]!.change);
    const matches = finals.some((change) => (change ? row.trip_preferences === change.tripPreferences && row.last_names === change.lastNames : row.trip_preferences === ''));
    if (!matches) found.add('edits lost or out of order', `${row.email}: "${row.trip_preferences}"`);
  }
  const unknownFound = rows.filter((row) => ledger.people.get(row.email)?.outcome === 'unknown').length;
  return `${rows.length} people added (${unknownFound} of them unanswered), ${ledger.edits.size} edited`;
}

async function checkTrips(database: DatabaseHandle, ledger: Ledger, found: ReturnType<typeof collect>): Promise<string> {
  const journeys = await query<{ label: string; enterprise_id: string; role: string; copies: number }>(
    database,
    'select origin_label as label, enterprise_id, role, count(*)::int as copies from journeys where origin_label like $1 group by 1, 2, 3',
    [`${loadPlacePrefix} %`],
  );
  const labels = new Set(journeys.map((row) => row.label));
  for (const row of journeys) {
    const sent = ledger.journeys.get(row.label);
    if (!sent) found.add('journeys the load never sent', row.label);
    else if (sent.outcome === 'refused') found.add('journeys written though refused', row.label);
    else if (sent.enterpriseId !== row.enterprise_id || sent.role !== row.role || row.copies !== 1) found.add('journeys not as sent', row.label);
  }
  for (const [label, sent] of ledger.journeys) if (sent.outcome === 'ok' && !labels.has(label)) found.add('journeys answered 2xx but missing', label);

  const bookings = await query<{ id: string; request_id: string; status: string; trip_id: string | null; leg: string | null; validated: boolean; trip_status: string | null }>(
    database,
    `select b.id, b.request_id, b.status, b.trip_id, l.id as leg, l.validated_at is not null as validated, t.status as trip_status
     from bookings b join journeys r on r.id = b.request_id left join legs l on l.booking_id = b.id left join trips t on t.id = b.trip_id
     where r.origin_label like $1`,
    [`${loadPlacePrefix} %`],
  );
  const byRequest = new Map(bookings.map((row) => [row.request_id, row]));
  for (const row of bookings) {
    const sent = ledger.bookings.get(row.request_id);
    if (!sent) found.add('bookings the load never sent', row.id);
    else if (sent.outcome === 'refused') found.add('bookings written though refused', row.id);
    // What each status implies of the leg and the trip: a booking is never half moved.
    const whole = {
      WAITING_CONFIRMATION: !row.leg && !row.trip_id,
      CONFIRMED: Boolean(row.leg) && !row.validated && row.trip_status === 'planned',
      COMPLETED_PENDING_VALIDATION: Boolean(row.leg) && !row.validated && row.trip_status === 'completed',
      VALIDATED: Boolean(row.leg) && row.validated && row.trip_status === 'completed',
      CANCELLED: true,
    }[row.status];
    if (!whole) found.add('bookings half moved (leg or trip not as the status says)', `${row.id} ${row.status}, trip ${row.trip_status}`);
    const moves = ledger.moves.get(row.id) ?? [];
    const finals = possibleFinals(moves, 'WAITING_CONFIRMATION', (index) => moves[index]!.status);
    if (!finals.includes(row.status)) found.add('bookings whose status is not the last one answered', `${row.id}: ${row.status}, expected ${finals.join(' or ')}`);
  }
  for (const [requestId, sent] of ledger.bookings) if (sent.outcome === 'ok' && !byRequest.has(requestId)) found.add('bookings answered 2xx but missing', requestId);
  const validated = bookings.filter((row) => row.status === 'VALIDATED').length;
  return `${journeys.length} journeys, ${bookings.length} bookings (${validated} validated)`;
}

/** Checks the database against the ledger; the load must have stopped. */
export async function checkLedger(database: DatabaseHandle, ledger: Ledger, enterpriseIds: string[]): Promise<LedgerCheck> {
  const problems: string[] = [];
  const found = collect(problems);
  const figures = [await checkPeople(database, ledger, found), await checkTrips(database, ledger, found)];
  figures.push(await checkMoney(database, ledger, found.add));
  const rollups = await checkRollups(database, enterpriseIds);
  for (const mismatch of rollups.mismatches) found.add('day roll-ups that differ from a recount of their legs', mismatch);
  figures.push(`${rollups.days} day roll-ups recounted`);
  found.flush();
  return { problems, figures };
}
