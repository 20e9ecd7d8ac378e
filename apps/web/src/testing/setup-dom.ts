import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks what Mantine measures with.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
afterEach(() => cleanup());

// A page's first render in a file loads its code then (Mantine, charts): on a busy 2-core machine
// that alone passed the library's 1 s wait for something to show, a failure of the machine, not the page.
configure({ asyncUtilTimeout: 5000 });
