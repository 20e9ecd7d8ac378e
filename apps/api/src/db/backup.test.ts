// A backup read back into an empty database holds every table exactly (byte for byte in each
// value's text form), on either engine and from one to the other; it is one snapshot; and a restore
// refuses what it should without changing anything.
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFilesTable } from '../features/documents/documents.table.js';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { registerEmployee, signUpAndLogIn, subscribe } from '../testing/factories.js';
import { withDatabase } from '../testing/global-setup.js';
import { BackupFileError, openBackupFile } from './backup-file.js';
import { writeBackup } from './backup.js';
import { executeSqlOn, openDatabase, type DatabaseHandle } from './client.js';
import { restoreBackup, RestoreRefusedError } from './restore.js';

const databaseUrl = process.env.DATABASE_URL;
let app: TestApp;
let directory: string;
let backupFile: string;
const scratchDatabases: string[] = [];
// Each restore migrates a new database: on PGlite, on a busy 2-core machine, that has taken 30 s.
const restoreTimeoutMs = 120_000;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: withDatabase(databaseUrl!, 'postgres') });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** A new, empty database: an in-memory PGlite, or a scratch PostgreSQL database dropped after the file. */
async function emptyDatabase(engine: 'pglite' | 'postgres'): Promise<DatabaseHandle> {
  if (engine === 'pglite') return openDatabase({});
  const name = `rumbo_test_restore_${randomUUID().replaceAll('-', '')}`;
  await admin(`create database ${name}`);
  scratchDatabases.push(name);
  return openDatabase({ databaseUrl: withDatabase(databaseUrl!, name) });
}

/** Every table's rows in their text form (generated columns included), and every sequence: what must come back. */
async function contentsOf(database: DatabaseHandle): Promise<Record<string, string>> {
  return database.db.transaction(async (tx) => {
    const run = async (text: string) => (await executeSqlOn(tx, text)).rows as Record<string, string>[];
    await run(`set local timezone = 'UTC'`);
    const contents: Record<string, string> = {};
    for (const { name } of await run(`select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by 1`)) {
      const [row] = await run(`select count(*)::text || ' ' || md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from public."${name}" t`);
      contents[name!] = row!.digest!;
    }
    for (const { name } of await run(`select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'S'`)) {
      const [row] = await run(`select last_value::text || ' ' || is_called::text as state from public."${name}"`);
      contents[`sequence ${name}`] = row!.state!;
    }
    return contents;
  });
}

async function backUp(database: DatabaseHandle, file: string, onTable?: (table: string) => Promise<void>) {
  return writeBackup(database, createWriteStream(file), { onTable });
}

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'rumbo-backup-'));
  // No mail is sent meanwhile: what the backup read stays what the database holds.
  app = await buildTestApp({ runJobs: false });
  // A company with what each kind of column holds: a paid receipt (jsonb lines, the receipt number's
  // sequence), employees (the list totals their triggers keep), a file of several MB (bytea).
  const company = await signUpAndLogIn(app);
  await subscribe(app, company.headers, 'pro');
  for (let count = 0; count < 3; count += 1) await registerEmployee(app, company.headers);
  await app.db.insert(storedFilesTable).values({
    key: `test/${randomUUID()}`,
    enterpriseId: company.user.enterpriseId,
    contentType: 'application/octet-stream',
    size: 3 * 1024 * 1024,
    bytes: randomBytes(3 * 1024 * 1024),
    createdAt: new Date(),
  });
  backupFile = join(directory, 'company.backup');
  await backUp(app.database, backupFile);
}, 60_000);

afterAll(async () => {
  await app?.close();
  for (const name of scratchDatabases) await admin(`drop database if exists ${name} with (force)`);
  await rm(directory, { recursive: true, force: true });
});

const engines = databaseUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(engines)('restored into an empty %s database', (engine) => {
  it('holds every row and sequence the backed-up database held, and refuses a second restore into it, changing nothing', async () => {
    const target = await emptyDatabase(engine);
    try {
      const summary = await restoreBackup(target, await openBackupFile(backupFile), app.config.migrationsDir);
      expect(summary.tables.find((table) => table.name === 'stored_files')?.rows).toBe(1);
      const restored = await contentsOf(target);
      expect(restored).toEqual(await contentsOf(app.database));

      const again = restoreBackup(target, await openBackupFile(backupFile), app.config.migrationsDir);
      await expect(again).rejects.toThrow(RestoreRefusedError);
      await expect(again).rejects.toThrow(/^the target database is not empty \(\d+ tables or sequences in its schema public, Rumbo migrations applied\): restore into a new, empty database$/);
      expect(await contentsOf(target)).toEqual(restored);
    } finally {
      await target.close();
    }
  }, restoreTimeoutMs);

  it('refuses a backup cut short, leaving the database empty', async () => {
    const lines = gunzipSync(await readFile(backupFile)).toString().split('\n');
    const cut = join(directory, `cut-${engine}.backup`);
    // Everything but the end line: a copy that stopped before the last bytes.
    await writeFile(cut, gzipSync(lines.slice(0, -2).join('\n')));
    const target = await emptyDatabase(engine);
    try {
      await expect(restoreBackup(target, await openBackupFile(cut), app.config.migrationsDir)).rejects.toThrow(
        new BackupFileError('the backup ends early: it was cut short while being written or copied'),
      );
      const { rows } = await target.executeSql(`select count(*)::int as tables from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`);
      expect(rows).toEqual([{ tables: 0 }]);
    } finally {
      await target.close();
    }
  }, restoreTimeoutMs);
});

describe('a file that is not a backup this version can restore', () => {
  it('is refused before any database is touched: not gzip, not ours, or from a newer schema', async () => {
    const text = join(directory, 'notes.txt');
    await writeFile(text, 'not a backup\n');
    await expect(openBackupFile(text)).rejects.toThrow(new BackupFileError(`${text} is not a Rumbo backup (not gzip)`));
    const other = join(directory, 'other.json.gz');
    await writeFile(other, gzipSync('{"format":"something-else"}\n'));
    await expect(openBackupFile(other)).rejects.toThrow(new BackupFileError(`${other} is not a Rumbo backup`));

    const [headerLine, ...rest] = gunzipSync(await readFile(backupFile)).toString().split('\n');
    const header = JSON.parse(headerLine!) as { migrations: { createdAt: number; hash: string }[] };
    header.migrations.push({ createdAt: Date.parse('2099-01-01T00:00:00Z'), hash: 'f'.repeat(64) });
    const newer = join(directory, 'newer.backup');
    await writeFile(newer, gzipSync([JSON.stringify(header), ...rest].join('\n')));
    // Refused before the database is read: the service's own would do.
    await expect(restoreBackup(app.database, await openBackupFile(newer), app.config.migrationsDir)).rejects.toThrow(
      /^the backup comes from a newer version of Rumbo: its schema has \d+ migrations, the last of 2099-01-01/,
    );
  }, restoreTimeoutMs);
});

describe('a backup from an older version', () => {
  it('is restored at its own schema, then brought to this version by the migrations it lacked', async () => {
    // The schema as it was before the last migration: this code's migrations but the last.
    const older = join(directory, 'older-migrations');
    await cp(app.config.migrationsDir, older, { recursive: true });
    const journal = JSON.parse(await readFile(join(older, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const known = journal.entries.length;
    await writeFile(join(older, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));
    const source = await openDatabase({});
    const target = await openDatabase({});
    try {
      await source.migrate(older);
      await source.executeSql(`insert into enterprises (name, email, interest_plan) values ('Empresa de antes', 'antes@empresa.mx', 'pro')`);
      const file = join(directory, 'older.backup');
      await backUp(source, file);
      await restoreBackup(target, await openBackupFile(file), app.config.migrationsDir);
      const { rows } = await target.executeSql(
        `select (select count(*)::int from drizzle.__drizzle_migrations) as migrations, (select name from enterprises) as company`,
      );
      expect(rows).toEqual([{ migrations: known, company: 'Empresa de antes' }]);
    } finally {
      await source.close();
      await target.close();
    }
  }, restoreTimeoutMs);
});

describe.runIf(databaseUrl)('a backup taken while the database is written', () => {
  it('is one snapshot: a company that signs up meanwhile is wholly out of it, and it restores', async () => {
    const file = join(directory, 'during-sign-up.backup');
    let latecomer = '';
    await backUp(app.database, file, async (table) => {
      // After the first table (accounts), before the ones that refer to it (employees).
      if (latecomer || table !== 'accounts') return;
      latecomer = (await signUpAndLogIn(app)).user.enterpriseId;
    });
    expect(latecomer).not.toBe('');
    const target = await emptyDatabase('postgres');
    try {
      await restoreBackup(target, await openBackupFile(file), app.config.migrationsDir);
      const { rows } = await target.executeSql(`select count(*)::int as found from enterprises where id = $1`, [latecomer]);
      expect(rows).toEqual([{ found: 0 }]);
    } finally {
      await target.close();
    }
  }, restoreTimeoutMs);
});
