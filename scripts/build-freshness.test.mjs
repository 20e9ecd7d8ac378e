import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStale, markBuilt } from './build-freshness.mjs';

let root;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'rumbo-freshness-'));
  await mkdir(join(root, 'src'));
  await mkdir(join(root, 'dist'));
  await writeFile(join(root, 'src', 'app.ts'), 'export const version = 1;');
  await writeFile(join(root, 'src', 'app.test.ts'), 'test');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('npm start builds again when the sources changed', () => {
  it('builds when there is no build yet, and not again for the same sources', () => {
    expect(isStale(root, 'dist', ['src'])).toBe(true);
    markBuilt(root, 'dist', ['src']);
    expect(isStale(root, 'dist', ['src'])).toBe(false);
  });

  it('builds again after a source file changed, was added or was removed', async () => {
    markBuilt(root, 'dist', ['src']);
    await writeFile(join(root, 'src', 'app.ts'), 'export const version = 2;');
    expect(isStale(root, 'dist', ['src'])).toBe(true);
    markBuilt(root, 'dist', ['src']);
    await writeFile(join(root, 'src', 'new.ts'), 'export {};');
    expect(isStale(root, 'dist', ['src'])).toBe(true);
    markBuilt(root, 'dist', ['src']);
    await rm(join(root, 'src', 'new.ts'));
    expect(isStale(root, 'dist', ['src'])).toBe(true);
  });

  it('ignores test files, which are not part of the build', async () => {
    markBuilt(root, 'dist', ['src']);
    await writeFile(join(root, 'src', 'app.test.ts'), 'changed test');
    expect(isStale(root, 'dist', ['src'])).toBe(false);
  });
});
