// What npm run backup and npm run restore print: a line per table, then the whole.
import type { BackupSummary } from '../db/backup-file.js';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function printTables(summary: BackupSummary): void {
  const width = Math.max(...summary.tables.map((table) => table.name.length));
  for (const { name, rows } of summary.tables) console.log(`  ${name.padEnd(width)}  ${rows.toLocaleString('en')} ${rows === 1 ? 'row' : 'rows'}`);
}

/** "42 tables, 1,234 rows, 5.2 MB": the tables, every row, and the file's size. */
export function describeBackup(summary: BackupSummary, bytes: number): string {
  const rows = summary.tables.reduce((sum, table) => sum + table.rows, 0);
  return `${summary.tables.length} tables, ${rows.toLocaleString('en')} rows, ${megabytes(bytes)} (${bytes.toLocaleString('en')} bytes)`;
}

/** Ends the process with the reason on standard error and exit code 1: no stack trace for a refusal. */
export function failWith(message: string): never {
  console.error(message);
  process.exit(1);
}

export const twoStepKeyReminder = (dataDir: string) =>
  process.env.TWO_STEP_ENCRYPTION_KEY
    ? 'Keep TWO_STEP_ENCRYPTION_KEY with the backup: without it, authenticator codes are not accepted after a restore (recovery codes still are).'
    : `Keep ${dataDir}/two-step.key with the backup: without it, authenticator codes are not accepted after a restore (recovery codes still are).`;
