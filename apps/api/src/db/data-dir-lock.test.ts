import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rumbo-lock-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const lockPath = () => join(dataDir, 'pglite.lock');
const writeLock = (holder: object) =>
  writeFileSync(lockPath(), JSON.stringify({ hostname: hostname(), startedAt: '2026-01-01T00:00:00.000Z', command: 'server.js', token: 'theirs', ...holder }));
const lockHolderPid = () => (JSON.parse(readFileSync(lockPath(), 'utf8')) as { pid: number }).pid;

describe('one process at a time on a DATA_DIR', () => {
  it('refuses a DATA_DIR another running process holds, naming it and what to do', async () => {
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeLock({ pid: other.pid });
      let refusal: unknown;
      try {
        lockDataDir(dataDir);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DataDirInUseError);
      expect((refusal as Error).message).toContain(`is in use by process ${other.pid} (server.js, since 2026-01-01T00:00:00.000Z)`);
      expect((refusal as Error).message).toContain('DATABASE_URL');
      expect(lockHolderPid()).toBe(other.pid);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over the lock of a process that was killed, or of an earlier process that had this pid', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    writeLock({ pid: dead });
    const lock = lockDataDir(dataDir);
    expect(lockHolderPid()).toBe(process.pid);
    lock.release();
    expect(existsSync(lockPath())).toBe(false);

    // A container's process often has the same pid on every start.
    writeLock({ pid: process.pid });
    lockDataDir(dataDir).release();
  });

  it('leaves standing a lock from another host, whose process it cannot check', () => {
    writeLock({ pid: 1, hostname: 'another-host' });
    expect(() => lockDataDir(dataDir)).toThrow(/in use by process 1 on host another-host/);
  });

  it('refuses the same DATA_DIR twice in one process, and releases only its own lock', () => {
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(/already open in this process/);
    writeLock({ pid: 1, hostname: 'another-host' });
    lock.release();
    expect(existsSync(lockPath())).toBe(true);
  });

  // Each new PGlite directory is an initdb: seconds each, more on a busy machine.
  it('locks a PGlite DATA_DIR while it is open, several at once in one process', { timeout: 180_000 }, async () => {
    const secondDir = await mkdtemp(join(tmpdir(), 'rumbo-lock-'));
    try {
      const first = await openDatabase({ dataDir });
      const second = await openDatabase({ dataDir: secondDir });
      await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirInUseError);
      expect(lockHolderPid()).toBe(process.pid);
      await Promise.all([first.close(), second.close()]);
      expect(existsSync(lockPath())).toBe(false);
      const reopened = await openDatabase({ dataDir });
      await reopened.close();
    } finally {
      await rm(secondDir, { recursive: true, force: true });
    }
  });
});
