import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from './client.js';

const { migrationsDir } = loadConfig({ DATA_DIR: join(tmpdir(), 'rumbo-test-unused') });

/** The migrations folder as it stood before `tag`: its journal cut there. */
async function migrationsBefore(tag: string): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'rumbo-migrations-'));
  await cp(migrationsDir, directory, { recursive: true });
  const journalPath = join(directory, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalPath, JSON.stringify(journal));
  return directory;
}

// Each case builds the schema as it stood before a migration on an embedded database of its own, so
// the PostgreSQL pass (which migrates its template with the same files) need not repeat them.
const onEmbeddedPass = !process.env.DATABASE_URL;

/** An embedded database migrated up to (not including) `tag` for the enclosing describe block. */
function databaseBefore(tag: string): () => DatabaseHandle {
  let database: DatabaseHandle;
  let before: string;
  beforeAll(async () => {
    before = await migrationsBefore(tag);
    database = await openDatabase({});
    await database.migrate(before);
  });
  afterAll(async () => {
    await database.close();
    await rm(before, { recursive: true, force: true });
  });
  return () => database;
}

describe.runIf(onEmbeddedPass)('moving login accounts out of the employees table', () => {
  const database = databaseBefore('0008_move_login_accounts_to_auth');

  it('keeps every person’s email, phone, password, verification, sessions and links, and frees a trashed person’s email', async () => {
    const sql = database().executeSql;
    const [company] = (await sql(`insert into enterprises (name, email, interest_plan) values ('Viajes Uno', 'uno@empresa.mx', 'pro') returning id`, [])).rows as { id: string }[];
    const insertPerson = `insert into employees (enterprise_id, first_names, last_names, email, phone, password_hash, email_verified_at, deleted_at)
      values ($1, $2, 'Pérez', $3, $4, $5, $6, $7) returning id`;
    const [ana] = (await sql(insertPerson, [company!.id, 'Ana', 'ana@empresa.mx', '+525512345678', 'argon-hash', '2026-01-01T00:00:00Z', null])).rows as { id: string }[];
    const [old] = (await sql(insertPerson, [company!.id, 'Beto', 'beto@empresa.mx', null, null, null, '2026-02-01T00:00:00Z'])).rows as { id: string }[];
    await sql(`insert into sessions (employee_id, expires_at) values ($1, now() + interval '1 day')`, [ana!.id]);
    await sql(`insert into link_tokens (token_hash, employee_id, purpose, expires_at) values ('h1', $1, 'reset-password', now() + interval '1 hour')`, [ana!.id]);

    await database().migrate(migrationsDir);

    const accounts = (await sql('select id, email, phone, password_hash, email_verified_at, released_at from accounts order by email', [])).rows as Record<string, unknown>[];
    expect(accounts).toEqual([
      { id: ana!.id, email: 'ana@empresa.mx', phone: '+525512345678', password_hash: 'argon-hash', email_verified_at: expect.anything(), released_at: null },
      { id: old!.id, email: 'beto@empresa.mx', phone: null, password_hash: null, email_verified_at: null, released_at: expect.anything() },
    ]);
    expect((await sql('select id, account_id from employees order by first_names', [])).rows).toEqual([
      { id: ana!.id, account_id: ana!.id },
      { id: old!.id, account_id: old!.id },
    ]);
    expect((await sql('select account_id from sessions', [])).rows).toEqual([{ account_id: ana!.id }]);
    expect((await sql('select account_id from link_tokens', [])).rows).toEqual([{ account_id: ana!.id }]);
    // The trashed person's email is free; Ana's is not.
    await sql(`insert into accounts (email) values ('beto@empresa.mx')`, []);
    await expect(sql(`insert into accounts (email) values ('ana@empresa.mx')`, [])).rejects.toThrow(/accounts_email_idx/);
  });
});

describe.runIf(onEmbeddedPass)('storing time zones as IANA names', () => {
  const database = databaseBefore('0009_store_time_zones_as_iana_names');

  it('turns each stored entry into its zone, and new rows default to Mexico City', async () => {
    const sql = database().executeSql;
    await sql(`insert into enterprises (name, email, interest_plan, time_zone) values ('Madrid', 'm@empresa.es', 'pro', 'UTC+01:00'), ('Tijuana', 't@empresa.mx', 'pro', 'UTC-08:00')`, []);
    await database().migrate(migrationsDir);
    await sql(`insert into enterprises (name, email, interest_plan) values ('Nueva', 'n@empresa.mx', 'pro')`, []);
    expect((await sql('select name, time_zone from enterprises order by name', [])).rows).toEqual([
      { name: 'Madrid', time_zone: 'Europe/Madrid' },
      { name: 'Nueva', time_zone: 'America/Mexico_City' },
      { name: 'Tijuana', time_zone: 'America/Tijuana' },
    ]);
  });
});

describe.runIf(onEmbeddedPass)('confirming phones before they log in', () => {
  const database = databaseBefore('0011_confirm_phones_before_login');

  it('counts every phone stored so far as confirmed', async () => {
    const sql = database().executeSql;
    await sql(`insert into accounts (email, phone) values ('con@empresa.mx', '+525511112222'), ('sin@empresa.mx', null)`, []);
    await database().migrate(migrationsDir);
    expect((await sql('select email, phone_confirmed_at is not null as confirmed from accounts order by email', [])).rows).toEqual([
      { email: 'con@empresa.mx', confirmed: true },
      { email: 'sin@empresa.mx', confirmed: false },
    ]);
  });
});

describe.runIf(onEmbeddedPass)('naming the customer of each sandbox charge', () => {
  const database = databaseBefore('0026_add_payment_attempts');

  it('gives an earlier charge the customer its card is attached to, and none when the card was removed', async () => {
    const sql = database().executeSql;
    await sql(
      `insert into sandbox_payment_methods (id, customer_id, brand, last4, exp_month, exp_year, holder_name)
       values ('pm_kept', 'cus_uno', 'visa', '4242', 12, 2030, 'Ana'), ('pm_removed', null, 'visa', '4444', 12, 2030, 'Beto')`,
      [],
    );
    await sql(`insert into sandbox_charges (idempotency_key, id, payment_method_id, amount) values ('k1', 'pi_1', 'pm_kept', 100), ('k2', 'pi_2', 'pm_removed', 200)`, []);
    await database().migrate(migrationsDir);
    expect((await sql('select id, customer_id from sandbox_charges order by id', [])).rows).toEqual([
      { id: 'pi_1', customer_id: 'cus_uno' },
      { id: 'pi_2', customer_id: null },
    ]);
  });
});

describe.runIf(onEmbeddedPass)('the UTC+12:00 entry standing for Auckland', () => {
  const database = databaseBefore('0028_move_fiji_entry_to_auckland');

  it('moves the companies and people who had chosen it to Auckland’s zone and leaves the others', async () => {
    const sql = database().executeSql;
    const companies = (
      await sql(
        `insert into enterprises (name, email, interest_plan, time_zone) values ('Suva', 's@empresa.fj', 'pro', 'Pacific/Fiji'), ('Madrid', 'm@empresa.es', 'pro', 'Europe/Madrid') returning id`,
        [],
      )
    ).rows as { id: string }[];
    const accounts = (await sql(`insert into accounts (email) values ('ana@empresa.fj'), ('beto@empresa.fj') returning id`, [])).rows as { id: string }[];
    const people = (
      await sql(`insert into employees (enterprise_id, account_id, first_names, last_names) values ($1, $2, 'Ana', 'Pérez'), ($1, $3, 'Beto', 'Ruiz') returning id`, [
        companies[0]!.id,
        accounts[0]!.id,
        accounts[1]!.id,
      ])
    ).rows as { id: string }[];
    await sql(`insert into user_configs (employee_id, time_zone) values ($1, 'Pacific/Fiji'), ($2, 'Asia/Tokyo')`, [people[0]!.id, people[1]!.id]);
    await database().migrate(migrationsDir);
    expect((await sql('select name, time_zone from enterprises order by name', [])).rows).toEqual([
      { name: 'Madrid', time_zone: 'Europe/Madrid' },
      { name: 'Suva', time_zone: 'Pacific/Auckland' },
    ]);
    expect((await sql('select time_zone from user_configs order by time_zone', [])).rows).toEqual([{ time_zone: 'Asia/Tokyo' }, { time_zone: 'Pacific/Auckland' }]);
  });
});

describe.runIf(onEmbeddedPass)('people’s time zones until chosen', () => {
  const database = databaseBefore('0042_time_zone_defaults_follow_the_company');

  it('takes a stored Mexico City, every row’s old default, as no choice, and keeps any other zone', async () => {
    const sql = database().executeSql;
    const [madrid] = (await sql(`insert into enterprises (name, email, interest_plan, time_zone) values ('Madrid', 'm@empresa.es', 'pro', 'Europe/Madrid') returning id`, [])).rows as { id: string }[];
    const accounts = (await sql(`insert into accounts (email) values ('ana@empresa.es'), ('beto@empresa.es') returning id`, [])).rows as { id: string }[];
    const people = (
      await sql(`insert into employees (enterprise_id, account_id, first_names, last_names) values ($1, $2, 'Ana', 'Pérez'), ($1, $3, 'Beto', 'Ruiz') returning id`, [
        madrid!.id,
        accounts[0]!.id,
        accounts[1]!.id,
      ])
    ).rows as { id: string }[];
    await sql(`insert into user_configs (employee_id, time_zone) values ($1, 'America/Mexico_City'), ($2, 'Asia/Tokyo')`, [people[0]!.id, people[1]!.id]);
    await database().migrate(migrationsDir);
    expect((await sql('select time_zone from user_configs order by time_zone nulls first', [])).rows).toEqual([{ time_zone: null }, { time_zone: 'Asia/Tokyo' }]);
  });
});

describe.runIf(onEmbeddedPass)('noting when each account was first invited', () => {
  const database = databaseBefore('0029_add_account_invited_at');

  it('dates an invitation still on record a week before it expires, and leaves the others never invited', async () => {
    const sql = database().executeSql;
    const accounts = (await sql(`insert into accounts (email) values ('invitada@empresa.mx'), ('sin@empresa.mx') returning id`, [])).rows as { id: string }[];
    await sql(
      `insert into link_tokens (token_hash, account_id, purpose, expires_at) values ('i1', $1, 'invitation', '2026-03-08T10:00:00Z'), ('i2', $1, 'invitation', '2026-03-20T10:00:00Z'), ('r1', $2, 'reset-password', '2026-03-08T10:00:00Z')`,
      [accounts[0]!.id, accounts[1]!.id],
    );
    await database().migrate(migrationsDir);
    const rows = (await sql(`select email, to_char(invited_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as invited from accounts order by email`, [])).rows;
    expect(rows).toEqual([
      { email: 'invitada@empresa.mx', invited: '2026-03-01 10:00' },
      { email: 'sin@empresa.mx', invited: null },
    ]);
  });
});

describe.runIf(onEmbeddedPass)('applying a trip’s difference to its day', () => {
  const database = databaseBefore('0037_apply_trip_differences_to_day_roll_ups');

  it('gives each person of a day recorded trip by trip the count of its trip rows they are on, and its km the exact sums of those rows', async () => {
    const sql = database().executeSql;
    const [company] = (await sql(`insert into enterprises (name, email, interest_plan) values ('Ruta', 'r@empresa.mx', 'pro') returning id`, [])).rows as { id: string }[];
    const accounts = (await sql(`insert into accounts (email) values ('ana@empresa.mx'), ('beto@empresa.mx') returning id`, [])).rows as { id: string }[];
    const [ana, beto] = (
      await sql(`insert into employees (enterprise_id, account_id, first_names, last_names) values ($1, $2, 'Ana', 'Pérez'), ($1, $3, 'Beto', 'Ruiz') returning id`, [
        company!.id,
        accounts[0]!.id,
        accounts[1]!.id,
      ])
    ).rows as { id: string }[];
    // Ana rides both cars of the 2nd; the 3rd was never recorded trip by trip (its km stay as they were).
    await sql(
      `insert into report_days (enterprise_id, day, trips, participants, shared_km, vehicle_km_avoided, allocated_vehicle_km, by_trip)
       values ($1, '2026-03-02', 2, 2, 0.30000000000000004, 0.1, 0.2, true), ($1, '2026-03-03', 1, 1, 1.5, 0.25, 0.75, false)`,
      [company!.id],
    );
    await sql(
      `insert into report_day_trips (enterprise_id, day, trip_id, trips, shared_km, vehicle_km_avoided, allocated_vehicle_km, people)
       values ($1, '2026-03-02', gen_random_uuid(), 1, 0.1, 0.05, 0.1, array[$2, $3]::uuid[]), ($1, '2026-03-02', gen_random_uuid(), 1, 0.2, 0.05, 0.1, array[$2]::uuid[])`,
      [company!.id, ana!.id, beto!.id],
    );
    await sql(`insert into report_day_people (enterprise_id, day, employee_id) values ($1, '2026-03-02', $2), ($1, '2026-03-02', $3), ($1, '2026-03-03', $2)`, [
      company!.id,
      ana!.id,
      beto!.id,
    ]);
    await database().migrate(migrationsDir);
    expect((await sql(`select to_char(day, 'MM-DD') as day, shared_km::text, vehicle_km_avoided::text, allocated_vehicle_km::text from report_days order by day`, [])).rows).toEqual([
      { day: '03-02', shared_km: '0.3', vehicle_km_avoided: '0.1', allocated_vehicle_km: '0.2' },
      { day: '03-03', shared_km: '1.5', vehicle_km_avoided: '0.25', allocated_vehicle_km: '0.75' },
    ]);
    const people = (await sql(`select to_char(day, 'MM-DD') as day, employee_id, trips from report_day_people order by day, trips desc`, [])).rows;
    expect(people).toEqual([
      { day: '03-02', employee_id: ana!.id, trips: 2 },
      { day: '03-02', employee_id: beto!.id, trips: 1 },
      { day: '03-03', employee_id: ana!.id, trips: 1 },
    ]);
  });
});
