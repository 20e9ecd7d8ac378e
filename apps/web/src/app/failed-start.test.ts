// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { reloadAfterFailedStart } from './failed-start';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('a start that failed', () => {
  it('loads the page again once, and not again within a minute, so a page that fails each time does not loop', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAfterFailedStart(new TypeError('Failed to fetch dynamically imported module'), { storage, now: 1_000_000, reload })).toBe(true);
    expect(reloadAfterFailedStart(new TypeError('Failed to fetch dynamically imported module'), { storage, now: 1_059_000, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A minute later a new failure (a new version, a new outage) gets its reload.
    expect(reloadAfterFailedStart(new TypeError('Failed to fetch dynamically imported module'), { storage, now: 1_061_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(console.error).toHaveBeenCalledTimes(3);
  });

  it('does not reload where the tab keeps nothing (storage refused), since it could not tell a loop', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    expect(reloadAfterFailedStart(new Error('x'), { storage: null, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
