import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** A Mantine component's class names module (`Button.module.mjs`); its stylesheet is `@mantine/core/styles/Button.css`. */
const componentClasses = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
/** What every component needs first: the reset, the theme's CSS variables, the shared classes. */
const globalFiles = ['baseline', 'default-css-variables', 'global'];

const require = createRequire(import.meta.url);
const stylesFile = (name: string) => require.resolve(`@mantine/core/styles/${name}.css`);

/**
 * Mantine's own order of its files: where each one's rules stand in the whole library's stylesheet.
 * A component's file comes after those of the components it is built on (a Card's after its Paper's),
 * so its rules win where both set the same property.
 */
function mantineOrder(names: string[]): string[] {
  const whole = readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8');
  const at = new Map(names.map((name) => [name, whole.indexOf(readFileSync(stylesFile(name), 'utf8').trim().slice(0, 200))]));
  return [...names].sort((a, b) => at.get(a)! - at.get(b)!);
}

/**
 * Holds a stylesheet that imports Mantine's styles file by file (instead of the whole library's,
 * 41 KiB gzipped and render-blocking) to the components the build uses: the build fails when one
 * comes without its file, or the files are out of Mantine's order, and says the list it needs.
 */
export function mantineStylesListed(listFile: string): Plugin {
  return {
    name: 'mantine-styles-listed',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The components whose class names made it into the code (the library's index imports them all).
      const used = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(output.modules)) {
          const component = id.match(componentClasses)?.[1];
          if (component && module.renderedLength > 0) used.add(component);
        }
      }
      const listed = [...readFileSync(listFile, 'utf8').matchAll(/@import '@mantine\/core\/styles\/([\w-]+)\.css';/g)].map((match) => match[1]!);
      const needed = [...globalFiles, ...mantineOrder([...used])];
      const missing = needed.filter((name) => !listed.includes(name));
      const ordered = mantineOrder(listed.filter((name) => !globalFiles.includes(name)));
      const inOrder = listed.slice(globalFiles.length).every((name, index) => name === ordered[index]) && globalFiles.every((name, index) => listed[index] === name);
      if (missing.length > 0 || !inOrder) {
        const list = [...globalFiles, ...mantineOrder([...new Set([...listed.filter((name) => !globalFiles.includes(name)), ...used])])];
        const problem = missing.length > 0 ? `misses the styles of ${missing.join(', ')}` : 'lists Mantine’s files out of their order';
        this.error(`${listFile} ${problem}; it needs:\n${list.map((name) => `@import '@mantine/core/styles/${name}.css';`).join('\n')}`);
      }
    },
  };
}
