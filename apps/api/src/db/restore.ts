// Loads a backup (backup-file.ts) into an empty database of either engine, in one transaction: the
// schema is migrated to the backup's version, the rows loaded parents first, the sequences set, then
// the migrations this code has beyond the backup's are applied, as they would have been to the
// database it came from. A failure leaves the database as empty as it was.
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type { BackupHeader, BackupSummary, BackupTable, OpenedBackup } from './backup-file.js';
import { quoteIdentifier, readTables, useBackupTextForms } from './backup.js';
import { executeSqlOn, type Database, type DatabaseHandle } from './client.js';

/** The restore would overwrite something, or cannot rebuild the backup's schema; nothing was changed. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

const dayOf = (millis: number) => new Date(millis).toISOString().slice(0, 10);

/**
 * How many of this code's migrations the backup's schema had applied: they must be its first ones.
 * A backup from a newer version (a migration this code lacks) is refused.
 */
export function migrationsOfBackup(header: BackupHeader, migrations: MigrationMeta[]): number {
  const known = header.migrations.every((migration, index) => migrations[index]?.folderMillis === migration.createdAt);
  if (!known) {
    const last = header.migrations.at(-1);
    throw new RestoreRefusedError(
      `the backup comes from a newer version of Rumbo: its schema has ${header.migrations.length} migrations, the last of ${last ? dayOf(last.createdAt) : '?'}, ` +
        `and this version knows ${migrations.length}, the last of ${dayOf(migrations.at(-1)!.folderMillis)}. Restore it with the version that wrote it, or a newer one.`,
    );
  }
  return header.migrations.length;
}

async function refuseUnlessEmpty(db: Database): Promise<void> {
  const { rows } = await executeSqlOn(
    db,
    `select (select count(*) from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p', 'v', 'm', 'S'))::int as "relations",
            to_regclass('drizzle.__drizzle_migrations') is not null as "migrated"`,
  );
  const { relations, migrated } = rows[0] as { relations: number; migrated: boolean };
  if (relations > 0 || migrated) {
    throw new RestoreRefusedError(`the target database is not empty (${relations} tables or sequences in its schema public${migrated ? ', Rumbo migrations applied' : ''}): restore into a new, empty database`);
  }
}

/** What drizzle's migrator does, inside the caller's transaction: the statements, then the record of each. */
async function applyMigrations(db: Database, migrations: MigrationMeta[]): Promise<void> {
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
  for (const migration of migrations) {
    for (const statement of migration.sql) await db.execute(sql.raw(statement));
    await db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`);
  }
}

/**
 * One statement per table, built from the target's catalogue (names and types a backup file cannot
 * inject): a batch of rows arrives as one JSON array of arrays, each value cast from its text form.
 */
function insertStatement(backupTable: BackupTable, target: BackupTable | undefined): string {
  const typeOf = new Map(target?.columns.map((column) => [column.name, column.type]));
  const matches =
    target !== undefined &&
    new Set(backupTable.columns.map((column) => column.name)).size === target.columns.length &&
    backupTable.columns.every((column) => typeOf.get(column.name) === column.type);
  if (!matches) throw new RestoreRefusedError(`the backup's table ${backupTable.name} does not match this version's schema at the backup's migration: the backup was changed or written by another program`);
  const names = backupTable.columns.map((column) => quoteIdentifier(column.name));
  const values = backupTable.columns.map(({ name }, index) => {
    const type = typeOf.get(name)!;
    return type === 'bytea' ? `decode(item ->> ${index}, 'base64')` : `(item ->> ${index})::${type}`;
  });
  return (
    `insert into public.${quoteIdentifier(target.name)} (${names.join(', ')}) overriding system value ` +
    `select ${values.join(', ')} from json_array_elements($1::text::json) as batch(item)`
  );
}

/** Tables with triggers of their own: the backup holds what they wrote, so they stay off while rows load. */
async function tablesWithTriggers(db: Database): Promise<string[]> {
  const { rows } = await executeSqlOn(
    db,
    `select distinct c.relname as "name" from pg_trigger t join pg_class c on c.oid = t.tgrelid
     where not t.tgisinternal and c.relnamespace = 'public'::regnamespace order by 1`,
  );
  return (rows as { name: string }[]).map((row) => row.name);
}

/** The driver's error names the statement and its rows; the database's own message, and the table, say more. */
async function loadRows(db: Database, table: string, statement: string, lines: string[]): Promise<void> {
  try {
    await executeSqlOn(db, statement, [`[${lines.join(',')}]`]);
  } catch (error) {
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : (error as Error).message;
    throw new Error(`loading table ${table}: ${reason}`, { cause: error });
  }
}

/**
 * Restores an opened backup into `database`, which must hold no table yet. Throws
 * RestoreRefusedError (not empty, newer schema) or BackupFileError (damaged), having changed nothing.
 */
export async function restoreBackup(database: DatabaseHandle, backup: OpenedBackup, migrationsDir: string): Promise<BackupSummary> {
  const migrations = readMigrationFiles({ migrationsFolder: migrationsDir });
  const applied = migrationsOfBackup(backup.header, migrations);
  return database.db.transaction(async (tx) => {
    const run = (text: string, values?: unknown[]) => executeSqlOn(tx, text, values);
    // The lock every starting service migrates under: one started meanwhile waits, then finds it done.
    await run(`select pg_advisory_xact_lock(hashtext('rumbo.migrations'))`);
    await refuseUnlessEmpty(tx);
    await applyMigrations(tx, migrations.slice(0, applied));
    await useBackupTextForms(tx);
    const target = new Map((await readTables(tx)).map((table) => [table.name, table]));
    const statements = new Map(backup.header.tables.map((table) => [table.name, insertStatement(table, target.get(table.name))]));
    const withTriggers = await tablesWithTriggers(tx);
    for (const name of withTriggers) await run(`alter table public.${quoteIdentifier(name)} disable trigger user`);
    // Rows some migrations write (the emission factors) are in the backup as they were when it was taken.
    for (const table of backup.header.tables.toReversed()) await run(`delete from public.${quoteIdentifier(table.name)}`);
    let summary: BackupSummary | undefined;
    for await (const event of backup.events) {
      if (event.kind === 'rows') await loadRows(tx, event.table, statements.get(event.table)!, event.lines);
      else if (event.kind === 'sequences') {
        for (const { name, lastValue, isCalled } of event.sequences) {
          await run(`select setval($1::regclass, $2::bigint, $3::boolean)`, [`public.${quoteIdentifier(name)}`, lastValue, isCalled]);
        }
      } else summary = event.summary;
    }
    for (const name of withTriggers) await run(`alter table public.${quoteIdentifier(name)} enable trigger user`);
    await applyMigrations(tx, migrations.slice(applied));
    return summary!;
  });
}
