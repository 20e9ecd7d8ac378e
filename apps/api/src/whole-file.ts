// A new file that appears whole or not at all, for what a crash or a reader must never see half of
// (the two-step key, a mail in the outbox): its bytes are written and flushed under a temporary name
// beside it (a dot-file ending in .tmp), then linked to its own name, which fails if that name exists,
// so two writers never overwrite each other; then the temporary name is removed and the folder flushed.
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, unlinkSync, writeSync } from 'node:fs';
import { link, open, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

function temporaryNameOf(path: string): string {
  return join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
}

const isTaken = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';

/** Creates `path` whole, readable and writable by its owner alone; false when it exists already (left as it is). */
export function createWholeFileSync(path: string, data: string | Buffer): boolean {
  const temporary = temporaryNameOf(path);
  const file = openSync(temporary, 'wx', 0o600);
  try {
    try {
      writeSync(file, typeof data === 'string' ? Buffer.from(data) : data);
      fsyncSync(file);
    } finally {
      closeSync(file);
    }
    linkSync(temporary, path);
  } catch (error) {
    if (isTaken(error)) return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
  const folder = openSync(dirname(path), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
  return true;
}

/** Creates `path` whole, readable and writable by its owner alone; fails (EEXIST) when it exists already. */
export async function createWholeFile(path: string, data: string | Buffer): Promise<void> {
  const temporary = temporaryNameOf(path);
  const file = await open(temporary, 'wx', 0o600);
  try {
    try {
      await file.writeFile(data);
      await file.sync();
    } finally {
      await file.close();
    }
    await link(temporary, path);
  } finally {
    await unlink(temporary);
  }
  const folder = await open(dirname(path), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
