// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadAfterFailedStart } from './failed-start';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

const failure = new TypeError('Failed to fetch dynamically imported module');

describe('a start that failed', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads the page again once, and not again within a minute, so a page that fails each time does not loop', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAfterFailedStart(failure, { storage, now: () => 1_000_000, online: true, reload })).toBe(true);
    expect(reloadAfterFailedStart(failure, { storage, now: () => 1_059_000, online: true, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A minute later a new failure (a new version, a new outage) gets its reload.
    expect(reloadAfterFailedStart(failure, { storage, now: () => 1_061_000, online: true, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(console.error).toHaveBeenCalledTimes(3);
  });

  it('offline, waits for the connection to come back before it reloads', () => {
    const reload = vi.fn();
    let back: (() => void) | undefined;
    expect(reloadAfterFailedStart(failure, { storage: memoryStorage(), now: () => 5_000_000, online: false, whenOnline: (then) => (back = then), reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    back!();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('takes a reload recorded ahead of the clock (the clock set back) as stale', () => {
    const storage = memoryStorage();
    storage.setItem('rumbo:reloaded-after-failed-start', '9000000');
    const reload = vi.fn();
    expect(reloadAfterFailedStart(failure, { storage, now: () => 1_000_000, online: true, reload })).toBe(true);
  });

  it('does not reload where the tab keeps nothing (storage refused), since it could not tell a loop', () => {
    const reload = vi.fn();
    expect(reloadAfterFailedStart(failure, { storage: null, online: true, reload })).toBe(false);
    const refusing = { getItem: () => null, setItem: () => { throw new DOMException('quota', 'QuotaExceededError'); } };
    expect(reloadAfterFailedStart(failure, { storage: refusing, online: true, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
