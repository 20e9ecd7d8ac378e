// npm run restore -- FILE: loads a backup into the database npm start would use, which must be empty:
// DATA_DIR holding nothing (but the two-step key, put there first), or a DATABASE_URL database with
// no table. Mails that were waiting to be sent are queued again, the job queue starting empty.
import { existsSync, readdirSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { BackupFileError, openBackupFile, type BackupSummary, type OpenedBackup } from '../db/backup-file.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { exitWhenDataDirInUse } from '../db/data-dir-lock.js';
import { restoreBackup, RestoreRefusedError } from '../db/restore.js';
import { queueWaitingMails } from '../features/mail/index.js';
import { startJobs } from '../jobs.js';
import { silentLogger } from '../logger.js';
import { describeBackup, failWith, printTables } from './backup-output.js';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) failWith('Usage: npm run restore -- FILE');
// npm runs scripts from the repository's root; FILE is read from where the command was typed.
const file = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
// The two-step key is not read: loading it would write a new one into an empty DATA_DIR.
const config = loadConfig(process.env, { twoStepEncryptionKey: Buffer.alloc(0) });

/** What DATA_DIR holds besides the two-step key (kept with the backup, and put there to be used). */
function dataDirEntries(): string[] {
  return readdirSync(config.dataDir).filter((entry) => entry !== 'two-step.key');
}

/** Mails waiting at the time of the backup get their jobs again: the job queue is not in the backup. */
async function queueMailsAgain(database: DatabaseHandle): Promise<number> {
  const jobs = await startJobs({ database, runWorkers: false, log: silentLogger });
  try {
    return await queueWaitingMails({ db: database.db, jobs });
  } finally {
    await jobs.stop();
  }
}

async function restore(backup: OpenedBackup): Promise<{ target: string; summary: BackupSummary; mails: number }> {
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl });
    try {
      const summary = await restoreBackup(database, backup, config.migrationsDir);
      return { target: 'PostgreSQL (DATABASE_URL)', summary, mails: await queueMailsAgain(database) };
    } finally {
      await database.close();
    }
  }
  const entries = dataDirEntries();
  if (entries.length > 0) {
    throw new RestoreRefusedError(`DATA_DIR ${config.dataDir} is not empty (it holds ${entries.join(', ')}): restore into a new or empty directory, and point DATA_DIR at it`);
  }
  const database = await openDatabase({ dataDir: config.dataDir }).catch(exitWhenDataDirInUse);
  let summary: BackupSummary;
  try {
    summary = await restoreBackup(database, backup, config.migrationsDir);
  } catch (error) {
    await database.close();
    // Nothing of a failed restore stays: DATA_DIR is left as empty as it was found.
    await rm(join(config.dataDir, 'pglite'), { recursive: true, force: true });
    throw error;
  }
  try {
    return { target: `the embedded database in ${config.dataDir}`, summary, mails: await queueMailsAgain(database) };
  } finally {
    await database.close();
  }
}

try {
  if (!existsSync(file)) throw new BackupFileError(`${file} does not exist`);
  const backup = await openBackupFile(file);
  const { target, summary, mails } = await restore(backup);
  printTables(summary);
  console.log(`Restored ${file} into ${target}: ${describeBackup(summary, (await stat(file)).size)}; schema migrated to this version.`);
  if (mails > 0) console.log(mails === 1 ? '1 mail that was waiting to be sent is queued again.' : `${mails} mails that were waiting to be sent are queued again.`);
  if (!process.env.TWO_STEP_ENCRYPTION_KEY && !existsSync(join(config.dataDir, 'two-step.key'))) {
    console.log(
      config.databaseUrl
        ? 'Start the service with TWO_STEP_ENCRYPTION_KEY set to the key kept with the backup: without it, authenticator codes are not accepted.'
        : `Before starting the service, put the two-step.key kept with the backup at ${join(config.dataDir, 'two-step.key')} (or set TWO_STEP_ENCRYPTION_KEY): without it, authenticator codes are not accepted.`,
    );
  }
} catch (error) {
  if (error instanceof BackupFileError || error instanceof RestoreRefusedError) failWith(`Restore refused: ${error.message}`);
  failWith(`Restore failed: ${(error as Error).message}`);
}
