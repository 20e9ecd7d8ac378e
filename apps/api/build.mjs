// Bundles the API into dist/server.js: our workspace code inlined, npm packages left external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // @rumbo/contract is TypeScript source: inline it rather than import it at run time.
  alias: { '@rumbo/contract': '../../packages/contract/src/index.ts' },
  sourcemap: true,
  logLevel: 'warning',
});
