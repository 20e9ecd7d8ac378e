import { afterEach, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

// A file that renders nothing runs in node (`// @vitest-environment node` at its top) and needs none
// of the page's setup.
if (typeof window !== 'undefined') await import('./setup-dom');
