// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@rumbo/contract';
import { loggedIn, loggedOut } from '@/lib/api/session-slice';
import { languageChosen } from '@/features/user-config/user-config-slice';
import { savedStateKey } from './saved-state';
import { createStore } from './store';

/** localStorage as a browser keeps it, in memory. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(entries));
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const user: SessionUser = {
  idEmployee: '0b5e7f0e-4c1a-4d47-9d0a-6a1c2b3d4e5f',
  fullName: 'Lucía Hernández',
  email: 'lucia@transportes.mx',
  enterpriseId: '7d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09',
  isAdmin: true,
  emailVerified: true,
};

// Written by redux-persist 6 (key `rumbo`, version 1) for a logged-in administrator, as browsers hold it.
const savedByRedux = JSON.stringify({
  session: JSON.stringify({ accessToken: 'token-1', email: null, user }),
  userConfig: JSON.stringify({ timeZone: 'UTC-06:00', timeZoneName: 'America/Mexico_City', language: 'en', preferences: { showTutorial: false }, pickedLanguage: null }),
  enterprise: JSON.stringify({ enterprises: [], main: null, current: null, defaultRole: 'admin', status: 'succeeded', error: null, tripRules: {} }),
  employee: JSON.stringify({ employeeId: user.idEmployee, employeeRole: 'admin' }),
  _persist: JSON.stringify({ version: 1, rehydrated: true }),
});

/** What the storage holds, each slice read out of its JSON string. */
function saved(storage: Storage): Record<string, unknown> {
  const slices = JSON.parse(storage.getItem(savedStateKey)!) as Record<string, string>;
  return Object.fromEntries(Object.entries(slices).map(([name, slice]) => [name, JSON.parse(slice)]));
}

describe('the state a reload finds again', () => {
  it('reads back what redux-persist saved, so the person stays logged in after the upgrade', () => {
    const state = createStore(memoryStorage({ [savedStateKey]: savedByRedux })).getState();
    expect(state.session).toEqual({ accessToken: 'token-1', email: null, user });
    expect(state.userConfig.language).toBe('en');
    expect(state.userConfig.preferences.showTutorial).toBe(false);
    expect(state.enterprise.defaultRole).toBe('admin');
    expect(state.employee).toEqual({ employeeId: user.idEmployee, employeeRole: 'admin' });
  });

  it('keeps the initial value of whatever a saved slice lacks, as with the language the landing saves', () => {
    const landing = JSON.stringify({ userConfig: JSON.stringify({ language: 'de', pickedLanguage: 'de' }), _persist: JSON.stringify({ version: 1, rehydrated: true }) });
    const state = createStore(memoryStorage({ [savedStateKey]: landing })).getState();
    expect(state.userConfig).toMatchObject({ language: 'de', pickedLanguage: 'de', timeZoneName: 'America/Mexico_City', preferences: { showTutorial: true } });
    expect(state.session.accessToken).toBeNull();
  });

  it('saves a login in the same format, each slice a JSON string beside _persist, and reads it back', () => {
    const storage = memoryStorage();
    const store = createStore(storage);
    store.dispatch(loggedIn({ token: 'token-2', user }));
    const raw = JSON.parse(storage.getItem(savedStateKey)!) as Record<string, unknown>;
    expect(Object.keys(raw)).toEqual(['session', 'userConfig', 'enterprise', 'employee', '_persist']);
    expect(Object.values(raw).every((slice) => typeof slice === 'string')).toBe(true);
    expect(saved(storage)._persist).toEqual({ version: 1, rehydrated: true });
    expect(saved(storage).session).toEqual({ accessToken: 'token-2', email: null, user });
    const reloaded = createStore(storage).getState();
    expect(reloaded.session.accessToken).toBe('token-2');
    expect(reloaded.employee.employeeRole).toBe('admin');
  });

  it('clears the saved session on logout, keeping the language', () => {
    const storage = memoryStorage({ [savedStateKey]: savedByRedux });
    const store = createStore(storage);
    store.dispatch(languageChosen({ language: 'de', beforeLogin: false }));
    store.dispatch(loggedOut());
    expect(saved(storage).session).toEqual({ accessToken: null, email: null, user: null });
    expect(saved(storage).employee).toEqual({ employeeId: null, employeeRole: null });
    const reloaded = createStore(storage).getState();
    expect(reloaded.session.accessToken).toBeNull();
    expect(reloaded.enterprise.defaultRole).toBeNull();
    expect(reloaded.userConfig.language).toBe('de');
  });

  it('starts a first visit in the language the service chose for its page, and a saved language before it', () => {
    expect(createStore(memoryStorage(), 'de').getState().userConfig.language).toBe('de');
    expect(createStore(memoryStorage({ [savedStateKey]: savedByRedux }), 'de').getState().userConfig.language).toBe('en');
  });

  it('starts as a first visit from a state it cannot read, and goes on when storage refuses', () => {
    expect(createStore(memoryStorage({ [savedStateKey]: '{not json' })).getState().session.accessToken).toBeNull();
    const broken = JSON.stringify({ session: '{nope', userConfig: JSON.stringify('en'), _persist: '' });
    const fresh = createStore().getState();
    expect(createStore(memoryStorage({ [savedStateKey]: broken })).getState()).toMatchObject({ session: fresh.session, userConfig: fresh.userConfig });
    const refusing = { ...memoryStorage(), getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceededError'); } };
    const store = createStore(refusing);
    store.dispatch(loggedIn({ token: 'token-3', user }));
    expect(store.getState().session.accessToken).toBe('token-3');
  });
});
