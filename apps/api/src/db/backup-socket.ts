// A running service on the embedded database is the only process that may read its files, so it
// hands out backups itself: over HTTP on a Unix socket in DATA_DIR/run/ (a directory only its owner
// may enter, so only the OS user who owns the data connects; nothing listens on TCP). `npm run backup`
// asks there first.
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { writeBackup } from './backup.js';
import type { DatabaseHandle } from './client.js';
import type { Logger } from '../logger.js';

export const backupSocketPath = (dataDir: string) => join(dataDir, 'run', 'backup.sock');

/** A socket's path must fit in 108 bytes on Linux and 104 on macOS, its end included. */
const maxSocketPathBytes = 103;

export type BackupSocket = { path: string; close: () => Promise<void> };

/**
 * Listens for backup requests; undefined (with a warning) when it cannot (DATA_DIR's path too long
 * for a socket, say): a backup then needs the service stopped. The caller holds DATA_DIR's lock, so
 * a socket file left there by a process that was killed is its own to replace.
 */
export async function serveBackups(database: DatabaseHandle, dataDir: string, log: Logger): Promise<BackupSocket | undefined> {
  const path = backupSocketPath(dataDir);
  if (Buffer.byteLength(path) > maxSocketPathBytes) {
    log.warn(`DATA_DIR's path is too long for the backup socket (${path}): npm run backup will need the service stopped`);
    return undefined;
  }
  const directory = join(dataDir, 'run');
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/gzip' });
    const started = performance.now();
    writeBackup(database, response).then(
      ({ tables }) => log.info(`backup of ${tables.reduce((sum, table) => sum + table.rows, 0)} rows taken in ${Math.round(performance.now() - started)} ms`),
      (error: unknown) => {
        log.error({ err: error }, 'backup failed');
        // Cut short, the reader finds no end line and keeps nothing.
        response.destroy();
      },
    );
  });
  try {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    chmodSync(directory, 0o700);
    rmSync(path, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
    chmodSync(path, 0o600);
  } catch (error) {
    // The service serves all the same; only a backup of it running is not to be had.
    log.warn({ err: error }, `no backup socket at ${path}: npm run backup will need the service stopped`);
    return undefined;
  }
  return {
    path,
    close: () =>
      new Promise<void>((resolve) => {
        // A backup in flight is let finish, within the service's time to stop.
        server.close(() => resolve());
        rmSync(path, { force: true });
      }),
  };
}

/**
 * Asks the service running on DATA_DIR for a backup into `destination`; false (nothing written) when
 * no service listens there.
 */
export function fetchBackupFromService(dataDir: string, destination: Writable): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request = get({ socketPath: backupSocketPath(dataDir), path: '/backup' }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`the service on ${dataDir} answered ${response.statusCode} to the backup request`));
        return;
      }
      pipeline(response, destination).then(() => resolve(true), reject);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      // No socket, or one a stopped service left behind.
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(false);
      else reject(error);
    });
  });
}
