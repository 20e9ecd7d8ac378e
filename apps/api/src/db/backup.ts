// Writes a backup (backup-file.ts) of the application's tables from one snapshot: a REPEATABLE READ,
// read-only transaction, so rows written meanwhile are all in it or all out of it, and no row refers
// to one the backup lacks. On PGlite the transaction holds the one connection: requests wait for it.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { executeSqlOn, type Database, type DatabaseHandle } from './client.js';
import { backupFormat, backupFormatVersion, type BackupHeader, type BackupMigration, type BackupSequence, type BackupSummary, type BackupTable } from './backup-file.js';

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Text forms that read back the same on either engine, whatever the server's or the session's defaults. */
export async function useBackupTextForms(db: Database): Promise<void> {
  await executeSqlOn(
    db,
    `select set_config('TimeZone', 'UTC', true), set_config('DateStyle', 'ISO, YMD', true), set_config('IntervalStyle', 'postgres', true), set_config('extra_float_digits', '1', true)`,
  );
}

/**
 * The application's tables (schema public; the job queue's schema is left out, and generated
 * columns, which are computed again), every table after the tables it references.
 */
export async function readTables(db: Database): Promise<BackupTable[]> {
  const { rows: tables } = await executeSqlOn(
    db,
    `select c.relname as "name", json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum) as "columns"
     from pg_class c join pg_attribute a on a.attrelid = c.oid
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     group by c.relname`,
  );
  const { rows: references } = await executeSqlOn(
    db,
    `select child.relname as "child", parent.relname as "parent"
     from pg_constraint k join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
     where k.contype = 'f' and child.relnamespace = 'public'::regnamespace`,
  );
  return inLoadOrder(tables as BackupTable[], references as { child: string; parent: string }[]);
}

/**
 * Parents first, ties by name. Constraints are checked row by row as a restore loads, and none is
 * deferrable: a table referring to itself, or tables referring to each other, could not be loaded.
 */
function inLoadOrder(tables: BackupTable[], references: { child: string; parent: string }[]): BackupTable[] {
  const parentsOf = new Map(tables.map((table) => [table.name, new Set<string>()]));
  for (const { child, parent } of references) parentsOf.get(child)?.add(parent);
  const ordered: BackupTable[] = [];
  const placed = new Set<string>();
  let remaining = [...tables].sort((a, b) => (a.name < b.name ? -1 : 1));
  while (remaining.length > 0) {
    const ready = remaining.filter((table) => [...parentsOf.get(table.name)!].every((parent) => placed.has(parent) || !parentsOf.has(parent)));
    if (ready.length === 0) throw new Error(`tables ${remaining.map((table) => table.name).join(', ')} refer to each other or to themselves: a backup cannot load them in order`);
    for (const table of ready) placed.add(table.name);
    ordered.push(...ready);
    remaining = remaining.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

/** The migrations applied, as drizzle recorded them: the schema version a restore must rebuild. */
async function readMigrations(db: Database): Promise<BackupMigration[]> {
  const { rows: found } = await executeSqlOn(db, `select to_regclass('drizzle.__drizzle_migrations') is not null as "migrated"`);
  if (!(found[0] as { migrated: boolean }).migrated) throw new Error('the database holds no Rumbo schema (never migrated): there is nothing to back up');
  const { rows } = await executeSqlOn(db, `select created_at::text as "createdAt", hash from drizzle.__drizzle_migrations order by created_at`);
  return (rows as { createdAt: string; hash: string }[]).map(({ createdAt, hash }) => ({ createdAt: Number(createdAt), hash }));
}

/** Read last: a sequence moves outside transactions, so its value now is at least any the snapshot holds. */
async function readSequences(db: Database): Promise<BackupSequence[]> {
  const { rows } = await executeSqlOn(db, `select relname as "name" from pg_class where relkind = 'S' and relnamespace = 'public'::regnamespace order by relname`);
  const sequences: BackupSequence[] = [];
  for (const { name } of rows as { name: string }[]) {
    const { rows: state } = await executeSqlOn(db, `select last_value::text as "lastValue", is_called as "isCalled" from public.${quoteIdentifier(name)}`);
    sequences.push({ name, ...(state[0] as { lastValue: string; isCalled: boolean }) });
  }
  return sequences;
}

/** One JSON array of text per row: every type's text form reads back as that type; bytea in base64, half the size of hex. */
function rowsQuery(table: BackupTable): string {
  const values = table.columns.map(({ name, type }) => (type === 'bytea' ? `encode(${quoteIdentifier(name)}, 'base64')` : `${quoteIdentifier(name)}::text`));
  return `select array_to_json(array[${values.join(', ')}]::text[])::text as "line" from public.${quoteIdentifier(table.name)}`;
}

/** Rows fetched at once: a table of files starts at one row, and every table fetches about this much at a time. */
const fetchChars = 4 * 1024 * 1024;
const maxFetchRows = 1000;

async function copyRows(db: Database, table: BackupTable, write: (line: string) => Promise<void>): Promise<number> {
  await executeSqlOn(db, `declare backup_rows no scroll cursor for ${rowsQuery(table)}`);
  let fetchRows = table.columns.some((column) => column.type === 'bytea') ? 1 : maxFetchRows;
  let count = 0;
  for (;;) {
    const { rows } = await executeSqlOn(db, `fetch forward ${fetchRows} from backup_rows`);
    if (rows.length === 0) break;
    let longest = 1;
    for (const { line } of rows as { line: string }[]) {
      await write(line);
      longest = Math.max(longest, line.length);
    }
    count += rows.length;
    fetchRows = Math.max(1, Math.min(maxFetchRows, Math.floor(fetchChars / longest)));
  }
  await executeSqlOn(db, 'close backup_rows');
  return count;
}

export type BackupOptions = {
  /** Told each table once its rows are written (the script prints them; a test writes meanwhile). */
  onTable?: (table: string, rows: number) => void | Promise<void>;
};

/** Streams a backup into `destination` (ended when done); answers what it holds. */
export async function writeBackup(database: DatabaseHandle, destination: Writable, { onTable }: BackupOptions = {}): Promise<BackupSummary> {
  const gzip = createGzip();
  const written = pipeline(gzip, destination);
  // Awaited below; meanwhile a failure of the destination ends the writes waiting on it.
  written.catch(() => {});
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await Promise.race([once(gzip, 'drain'), written]);
  };
  try {
    const summary = await database.db.transaction(
      async (tx) => {
        await useBackupTextForms(tx);
        const tables = await readTables(tx);
        const header: BackupHeader = {
          format: backupFormat,
          formatVersion: backupFormatVersion,
          createdAt: new Date().toISOString(),
          engine: database.kind,
          migrations: await readMigrations(tx),
          tables,
        };
        await write(JSON.stringify(header));
        const counts: BackupSummary['tables'] = [];
        for (const table of tables) {
          await write(JSON.stringify({ table: table.name }));
          const rows = await copyRows(tx, table, write);
          counts.push({ name: table.name, rows });
          await onTable?.(table.name, rows);
        }
        await write(JSON.stringify({ sequences: await readSequences(tx) }));
        await write(JSON.stringify({ end: { rows: Object.fromEntries(counts.map(({ name, rows }) => [name, rows])) } }));
        return { tables: counts };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    gzip.end();
    await written;
    return summary;
  } catch (error) {
    gzip.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
}
