import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// semver ships no types; these two functions are all this test needs.
const semver = createRequire(import.meta.url)('semver') as {
  minVersion: (range: string) => { version: string } | null;
  satisfies: (version: string, range: string) => boolean;
};

type Lockfile = { packages: Record<string, { version?: string; engines?: { node?: string } | string[]; os?: string[]; cpu?: string[] }> };

/** Whether a package's `os` or `cpu` list takes this value, as npm reads it: names it takes, `!name` it refuses. */
const takes = (list: string[] | undefined, value: string) =>
  !list || (!list.includes(`!${value}`) && (list.every((entry) => entry.startsWith('!')) || list.includes(value)));

/** Whether npm installs the package here: a platform's own build (sharp's for Windows, say) is skipped elsewhere. */
const installedHere = ({ os, cpu }: { os?: string[]; cpu?: string[] }) => takes(os, process.platform) && takes(cpu, process.arch);

const readJson = (path: string): unknown => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

describe('installed packages run on the Node.js the project asks for', () => {
  it('no package in package-lock.json excludes the lowest Node.js version of engines.node', () => {
    const project = readJson('../package.json') as { engines: { node: string } };
    const lowest = semver.minVersion(project.engines.node)!.version;
    const { packages } = readJson('../package-lock.json') as Lockfile;
    const excluding = Object.entries(packages)
      .filter(([, entry]) => installedHere(entry))
      .flatMap(([path, entry]) => {
        // Old packages may still write engines as an array; npm ignores that form.
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && !semver.satisfies(lowest, range) ? [`${path}@${entry.version} wants node ${range}`] : [];
      });
    // npm install warns (EBADENGINE) for each of these; pin a version that fits (package.json overrides).
    expect(excluding).toEqual([]);
  });
});
