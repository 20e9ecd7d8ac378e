import { startTransition, useLayoutEffect, useReducer, useRef } from 'react';

/**
 * `select(getSnapshot())` from a store outside React, drawn again as a transition when it changes.
 * React's `useSyncExternalStore` renders a change at once and whole, and a change during a
 * transition's render makes React do that whole render again at once: a text file or an answer
 * arriving while the first page rendered turned it into one task nothing could interrupt, the
 * longest of a load (what Lighthouse counts as blocking time). As a transition React draws in slices
 * and lets the browser in between. The cost: while a transition renders, two components may show
 * two successive states of the store; each is drawn again with the last one as soon as it commits.
 */
export function useExternalState<Snapshot, Value>(
  subscribe: (listener: () => void) => () => void,
  getSnapshot: () => Snapshot,
  select: (snapshot: Snapshot) => Value,
  equal: (a: Value, b: Value) => boolean = Object.is,
): Value {
  const [, drawAgain] = useReducer((count: number) => count + 1, 0);
  const snapshot = getSnapshot();
  const value = select(snapshot);
  // What the last commit showed, and how to read it again.
  const shown = useRef({ getSnapshot, select, snapshot, value, equal });
  const check = useRef(() => {
    const last = shown.current;
    const now = last.getSnapshot();
    if (Object.is(now, last.snapshot)) return;
    let next: Value;
    try {
      next = last.select(now);
    } catch {
      // What it read may be gone (its parent will unmount it): the render decides.
      startTransition(drawAgain);
      return;
    }
    if (last.equal(last.value, next)) shown.current = { ...last, snapshot: now };
    else startTransition(drawAgain);
  }).current;
  // After every commit: the store may have changed while this render waited to be committed (a
  // transition yields), or what it selects with (its props) changed with the render.
  useLayoutEffect(() => {
    shown.current = { getSnapshot, select, snapshot, value, equal };
    check();
  });
  useLayoutEffect(() => {
    check();
    return subscribe(check);
  }, [subscribe, check]);
  return value;
}
