// One process at a time on an embedded database: PGlite keeps the database in the memory of the
// process that opened it and writes it back to DATA_DIR, so a second process on the same files
// (a second `npm start`, a seed while the server runs) silently overwrites the first one's writes.
import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

type LockHolder = { pid: number; hostname: string; startedAt: string; command: string; token: string };

export type DataDirLock = { path: string; release: () => void };

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | undefined,
    lockPath: string,
  ) {
    super(
      holder?.pid === process.pid && holder.hostname === hostname()
        ? `DATA_DIR ${dataDir} is already open in this process (${holder.pid}): close it before opening it again.`
        : [
            holder
              ? `DATA_DIR ${dataDir} is in use by process ${holder.pid}${holder.hostname === hostname() ? '' : ` on host ${holder.hostname}`} (${holder.command}, since ${holder.startedAt}).`
              : `DATA_DIR ${dataDir} is in use by another process (${lockPath} does not say which).`,
            'Only one process at a time may open the embedded database: stop that process first',
            '(run npm run seed:demo with the server stopped), or give every process the same PostgreSQL with DATABASE_URL.',
            `If no such process runs any more, delete ${lockPath}.`,
          ].join('\n'),
    );
    this.name = 'DataDirInUseError';
  }
}

/** Data directories this process holds, so opening one twice in one process is refused too. */
const heldByThisProcess = new Set<string>();

function readHolder(path: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' && typeof holder.hostname === 'string' ? (holder as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * A lock is stale when its process is gone: a pid on this host that no longer runs, or this very pid
 * from an earlier life (a container's process often gets the same pid on every start) that this
 * process does not hold. A lock from another host cannot be checked, so it stands.
 */
function isStale(holder: LockHolder, dataDir: string): boolean {
  if (holder.hostname !== hostname()) return false;
  if (holder.pid === process.pid) return !heldByThisProcess.has(dataDir);
  return !isRunning(holder.pid);
}

/** Creates the lock file whole or not at all: written aside, then linked, which fails if it exists. */
function tryCreate(path: string, holder: LockHolder): boolean {
  const aside = `${path}.${holder.token}`;
  writeFileSync(aside, `${JSON.stringify(holder)}\n`);
  try {
    linkSync(aside, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(aside);
  }
}

/**
 * Moves a stale lock out of the way, unless another process took it over first: the file moved is
 * read again, and put back when it is no longer the stale one.
 */
function removeStale(path: string, stale: LockHolder, token: string): void {
  const aside = `${path}.stale.${token}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readHolder(aside);
  if (moved && moved.token !== stale.token) {
    try {
      linkSync(aside, path);
    } catch {
      // A third opener got in meanwhile; its lock stands.
    }
  }
  unlinkSync(aside);
}

/**
 * Takes DATA_DIR for this process, or throws DataDirInUseError naming the process that has it. A
 * lock left by a process that was killed is taken over. Released by `release()` or when the process
 * exits.
 */
export function lockDataDir(dataDirOption: string): DataDirLock {
  const dataDir = resolve(dataDirOption);
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'pglite.lock');
  const holder: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(' ') || process.argv0,
    token: randomUUID(),
  };
  for (let attempt = 0; ; attempt += 1) {
    if (tryCreate(path, holder)) break;
    const current = readHolder(path);
    if (current && isStale(current, dataDir) && attempt < 3) {
      removeStale(path, current, holder.token);
      continue;
    }
    throw new DataDirInUseError(dataDir, current, path);
  }
  heldByThisProcess.add(dataDir);

  const releaseOnExit = () => release();
  function release() {
    if (!heldByThisProcess.delete(dataDir)) return;
    process.off('exit', releaseOnExit);
    // Only our own lock: never one another process has taken over since.
    if (readHolder(path)?.token === holder.token) unlinkSync(path);
  }
  process.on('exit', releaseOnExit);
  return { path, release };
}

/** For the command-line entry points: a data directory in use ends the process with the reason, not a stack trace. */
export function exitWhenDataDirInUse(error: unknown): never {
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
