import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createWholeFile, createWholeFileSync } from './whole-file.js';

const modeOf = (path: string) => statSync(path).mode & 0o777;
let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'rumbo-whole-file-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('a file made whole', () => {
  it('is its owner’s alone and leaves no temporary file; one that exists is kept as it is', async () => {
    const path = join(folder, 'made.eml');
    await createWholeFile(path, 'mail');
    expect(modeOf(path)).toBe(0o600);
    await expect(createWholeFile(path, 'another')).rejects.toMatchObject({ code: 'EEXIST' });
    expect(createWholeFileSync(path, 'another')).toBe(false);
    expect(readFileSync(path, 'utf8')).toBe('mail');
    expect(readdirSync(folder)).toEqual(['made.eml']);
  });

  it('is never seen half written by a reader polling its name', async () => {
    const path = join(folder, 'large.eml');
    const data = randomBytes(48 * 1024 * 1024);
    let done = false;
    const writing = createWholeFile(path, data).finally(() => {
      done = true;
    });
    const sizes = new Set<number>();
    for (let polls = 0; !done && polls < 100_000; polls++) {
      try {
        sizes.add(statSync(path).size);
      } catch {
        sizes.add(-1);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    await writing;
    expect([...sizes].filter((size) => size !== -1 && size !== data.length)).toEqual([]);
    expect(readFileSync(path).equals(data)).toBe(true);
  });
});

describe('the two-step key file', () => {
  it('is generated whole, its owner’s alone, with nothing left beside it, and read again at the next start', () => {
    const dataDir = join(folder, 'data');
    const first = loadConfig({ DATA_DIR: dataDir }).twoStepEncryptionKey;
    expect(modeOf(join(dataDir, 'two-step.key'))).toBe(0o600);
    expect(readdirSync(dataDir)).toEqual(['two-step.key']);
    expect(loadConfig({ DATA_DIR: dataDir }).twoStepEncryptionKey.equals(first)).toBe(true);
  });

  it('is not overwritten by a start that finds it made meanwhile', () => {
    const path = join(folder, 'two-step.key');
    writeFileSync(path, 'kept', { mode: 0o600 });
    expect(createWholeFileSync(path, 'new')).toBe(false);
    expect(readFileSync(path, 'utf8')).toBe('kept');
    expect(readdirSync(folder)).toEqual(['two-step.key']);
  });
});
