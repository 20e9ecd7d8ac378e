// The backup file: gzip of one JSON document per line, written and read as a stream so neither side
// holds the database in memory. Lines: the header (format, schema version, tables and columns in
// load order), then per table `{"table":name}` followed by its rows (each a JSON array of the
// columns' text forms, bytea in base64), then `{"sequences":[...]}` and last `{"end":{"rows":{...}}}`.
// A row is an array and every other line an object, so a reader tells them apart by the first byte;
// a file without its end line was cut short.
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';

export const backupFormat = 'rumbo-backup';
export const backupFormatVersion = 1;

export type BackupColumn = { name: string; type: string };
export type BackupTable = { name: string; columns: BackupColumn[] };
/** One applied migration, as drizzle records it: `createdAt` is its journal entry's `when`. */
export type BackupMigration = { createdAt: number; hash: string };
export type BackupSequence = { name: string; lastValue: string; isCalled: boolean };

export type BackupHeader = {
  format: typeof backupFormat;
  formatVersion: number;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  migrations: BackupMigration[];
  /** Every application table, parents before the tables that reference them. */
  tables: BackupTable[];
};

/** What a backup holds (or a restore loaded): rows per table, in the file's order. */
export type BackupSummary = { tables: { name: string; rows: number }[] };

export type BackupEvent =
  | { kind: 'rows'; table: string; lines: string[] }
  | { kind: 'sequences'; sequences: BackupSequence[] }
  | { kind: 'end'; summary: BackupSummary };

/** The file is not a backup this code can read, or is damaged; nothing was changed because of it. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

/** Rows handed to a restore at once: enough to keep statements few, few enough to bound memory. */
const batchRows = 1000;
const batchChars = 4 * 1024 * 1024;

async function* linesOf(stream: Readable): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  for await (const chunk of stream) {
    pending += decoder.write(chunk as Buffer);
    let newline: number;
    while ((newline = pending.indexOf('\n')) !== -1) {
      yield pending.slice(0, newline);
      pending = pending.slice(newline + 1);
    }
  }
  pending += decoder.end();
  if (pending !== '') yield pending;
}

function parseObject(line: string, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(line);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Reported below with what was expected.
  }
  throw new BackupFileError(`the backup is damaged: expected ${what}, found ${JSON.stringify(line.slice(0, 60))}`);
}

export type OpenedBackup = { header: BackupHeader; events: AsyncGenerator<BackupEvent> };

/**
 * Opens a backup file and reads its header; `events` then streams the rest in batches. Throws
 * BackupFileError for a file that is not a Rumbo backup, from a newer format, or cut short (the last
 * event is only given once every table's row count matched the end line's).
 */
export async function openBackupFile(path: string): Promise<OpenedBackup> {
  const gunzip = createGunzip();
  const source = createReadStream(path);
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const lines = linesOf(gunzip);
  let first: IteratorResult<string>;
  try {
    first = await lines.next();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code?.startsWith('Z_')) throw new BackupFileError(`${path} is not a Rumbo backup (not gzip)`);
    throw error;
  }
  let header: Record<string, unknown> | undefined;
  try {
    header = first.done ? undefined : (JSON.parse(first.value) as Record<string, unknown>);
  } catch {
    // Not JSON: not ours.
  }
  if (header?.format !== backupFormat) {
    source.destroy();
    throw new BackupFileError(`${path} is not a Rumbo backup`);
  }
  if (header.formatVersion !== backupFormatVersion) {
    source.destroy();
    throw new BackupFileError(`${path} is a Rumbo backup of format ${String(header.formatVersion)}; this version reads format ${backupFormatVersion}: restore it with a newer Rumbo`);
  }
  return { header: header as BackupHeader, events: closingWhenDone(readEvents(lines, header as BackupHeader), source) };
}

/** A restore that stops part-way (a failed insert) closes the file as one that read it through. */
async function* closingWhenDone(events: AsyncGenerator<BackupEvent>, source: Readable): AsyncGenerator<BackupEvent> {
  try {
    yield* events;
  } finally {
    source.destroy();
  }
}

async function* readEvents(lines: AsyncGenerator<string>, header: BackupHeader): AsyncGenerator<BackupEvent> {
  const known = new Set(header.tables.map((table) => table.name));
  const counted = new Map<string, number>();
  let table: string | undefined;
  let batch: string[] = [];
  let chars = 0;
  const flush = (): BackupEvent | undefined => {
    if (batch.length === 0 || !table) return undefined;
    const event: BackupEvent = { kind: 'rows', table, lines: batch };
    batch = [];
    chars = 0;
    return event;
  };
  for await (const line of lines) {
    if (line.startsWith('[')) {
      if (!table) throw new BackupFileError('the backup is damaged: a row before any table');
      batch.push(line);
      chars += line.length;
      counted.set(table, (counted.get(table) ?? 0) + 1);
      if (batch.length >= batchRows || chars >= batchChars) yield flush()!;
      continue;
    }
    const rows = flush();
    if (rows) yield rows;
    const record = parseObject(line, 'a table, the sequences or the end');
    if (typeof record.table === 'string') {
      if (!known.has(record.table) || counted.has(record.table)) throw new BackupFileError(`the backup is damaged: unexpected table ${record.table}`);
      table = record.table;
      counted.set(table, 0);
    } else if (Array.isArray(record.sequences)) {
      table = undefined;
      yield { kind: 'sequences', sequences: record.sequences as BackupSequence[] };
    } else if (record.end && typeof record.end === 'object') {
      const expected = (record.end as { rows?: Record<string, number> }).rows ?? {};
      const summary: BackupSummary = { tables: header.tables.map(({ name }) => ({ name, rows: counted.get(name) ?? 0 })) };
      for (const { name, rows: found } of summary.tables) {
        if (expected[name] !== found) throw new BackupFileError(`the backup is damaged: table ${name} holds ${found} rows where its end says ${expected[name]}`);
      }
      yield { kind: 'end', summary };
      return;
    } else {
      throw new BackupFileError(`the backup is damaged: unexpected line ${JSON.stringify(line.slice(0, 60))}`);
    }
  }
  throw new BackupFileError('the backup ends early: it was cut short while being written or copied');
}
