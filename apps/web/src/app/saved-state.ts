/*
 * The slices a reload must find again, kept in localStorage. The format is the one redux-persist
 * wrote there, which browsers still hold and the landing writes the picked language into
 * (src/landing/remember-language.ts): under `persist:rumbo`, one JSON object whose every slice is
 * itself a JSON string, beside `_persist`.
 */

export const savedStateKey = 'persist:rumbo';
const persistMark = JSON.stringify({ version: 1, rehydrated: true });

type Slices = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parsed(text: string | null | undefined): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The initial state with the saved slices read back, each merged over its initial value, so a slice
 * saved with only some fields (the landing's user config) keeps the defaults of the others. What
 * cannot be read (no storage, a broken value) is left at its initial value.
 */
export function readSavedState<State extends Slices>(storage: Pick<Storage, 'getItem'> | undefined, initial: State, names: readonly (keyof State & string)[]): State {
  let saved: unknown;
  try {
    saved = parsed(storage?.getItem(savedStateKey));
  } catch {
    // Storage may be blocked: the app starts as on a first visit.
  }
  if (!isPlainObject(saved)) return initial;
  const state = { ...initial };
  for (const name of names) {
    const slice = typeof saved[name] === 'string' ? parsed(saved[name]) : undefined;
    if (isPlainObject(slice) && isPlainObject(initial[name])) state[name] = { ...initial[name], ...slice } as State[typeof name];
  }
  return state;
}

/** Saves the named slices each time one of them changes; answers the function that stops it. */
export function keepStateSaved<State extends Slices>(
  store: { getState: () => State; subscribe: (listener: () => void) => () => void },
  storage: Pick<Storage, 'setItem'> | undefined,
  names: readonly (keyof State & string)[],
): () => void {
  let last = store.getState();
  return store.subscribe(() => {
    const current = store.getState();
    const changed = names.some((name) => current[name] !== last[name]);
    last = current;
    if (!changed || !storage) return;
    const saved: Record<string, string> = {};
    for (const name of names) saved[name] = JSON.stringify(current[name]);
    saved._persist = persistMark;
    try {
      storage.setItem(savedStateKey, JSON.stringify(saved));
    } catch {
      // Storage may be blocked or full: this tab goes on; a reload starts from what was saved before.
    }
  });
}
