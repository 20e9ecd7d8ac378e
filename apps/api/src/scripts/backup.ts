// npm run backup -- --out FILE: a consistent backup of the database npm start uses (DATABASE_URL, or
// the embedded one in DATA_DIR), uploaded files included. On DATA_DIR the running service takes it
// (backup-socket.ts); with no service running, this process opens DATA_DIR itself. The file is
// written aside, read back through to its end, and only then put at FILE.
import { existsSync, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openBackupFile, type BackupSummary } from '../db/backup-file.js';
import { fetchBackupFromService } from '../db/backup-socket.js';
import { writeBackup } from '../db/backup.js';
import { openDatabase } from '../db/client.js';
import { exitWhenDataDirInUse } from '../db/data-dir-lock.js';
import { describeBackup, failWith, printTables, twoStepKeyReminder } from './backup-output.js';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) failWith('Usage: npm run backup -- --out FILE');
// npm runs scripts from the repository's root; FILE is read from where the command was typed.
const out = resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
const partial = `${out}.partial`;
// The two-step key is not read: a backup never holds it (see the README).
const config = loadConfig(process.env, { twoStepEncryptionKey: Buffer.alloc(0) });

/** Writes the backup into `partial`; answers where it was taken from. */
async function takeBackup(): Promise<string> {
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl });
    try {
      await writeBackup(database, createWriteStream(partial));
    } finally {
      await database.close();
    }
    return 'PostgreSQL (DATABASE_URL)';
  }
  if (await fetchBackupFromService(config.dataDir, createWriteStream(partial))) return `the embedded database in ${config.dataDir} (taken by the service running on it)`;
  if (!existsSync(join(config.dataDir, 'pglite'))) throw new Error(`DATA_DIR ${config.dataDir} holds no database: set DATA_DIR (or DATABASE_URL) as npm start has it`);
  const database = await openDatabase({ dataDir: config.dataDir }).catch(exitWhenDataDirInUse);
  try {
    await writeBackup(database, createWriteStream(partial));
  } finally {
    await database.close();
  }
  return `the embedded database in ${config.dataDir}`;
}

/** Reads the file written through to its end line, counting each table's rows against it. */
async function readBack(): Promise<BackupSummary> {
  const { events } = await openBackupFile(partial);
  for await (const event of events) if (event.kind === 'end') return event.summary;
  throw new Error('unreachable: a backup without its end line is refused while read');
}

try {
  const source = await takeBackup();
  const summary = await readBack();
  await rename(partial, out);
  const { size } = await stat(out);
  printTables(summary);
  console.log(`Backup of ${source} written to ${out}: ${describeBackup(summary, size)}.`);
  console.log(twoStepKeyReminder(config.dataDir));
} catch (error) {
  await rm(partial, { force: true });
  failWith(`Backup failed: ${(error as Error).message}`);
}
