// Whether a build is older than its sources: a fingerprint of every source file (path and bytes) is
// written next to the build output, and a build whose fingerprint differs is made again.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const stampName = '.source-fingerprint';

/** Every file under these paths (files or folders), sorted; tests and dependencies left out. */
function filesUnder(root, paths) {
  const files = [];
  const visit = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    } else if (!/\.test\.[cm]?[jt]sx?$/.test(path)) {
      files.push(path);
    }
  };
  for (const path of paths) visit(join(root, path));
  return files.sort();
}

/** A hash of the sources' names and contents. */
export function sourceFingerprint(root, paths) {
  const hash = createHash('sha256');
  for (const file of filesUnder(root, paths)) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** True when `outputDir` holds no build, or one made from other sources. */
export function isStale(root, outputDir, paths) {
  const stamp = join(root, outputDir, stampName);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== sourceFingerprint(root, paths);
}

/** Records that `outputDir` was built from these sources: their paths (as they are now), or the fingerprint taken before the build. */
export function markBuilt(root, outputDir, sources) {
  writeFileSync(join(root, outputDir, stampName), typeof sources === 'string' ? sources : sourceFingerprint(root, sources));
}
