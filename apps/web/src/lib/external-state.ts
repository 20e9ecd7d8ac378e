import { startTransition, useLayoutEffect, useReducer, useRef } from 'react';

/**
 * What `read` returns from a store outside React, drawn again as a transition when it changes.
 * React's `useSyncExternalStore` renders a change at once and whole, and a change during a
 * transition's render makes React do that whole render again at once: a text file or an answer
 * arriving while the first page rendered turned it into one task nothing could interrupt, the
 * longest of a load (what Lighthouse counts as blocking time). As a transition React draws in slices
 * and lets the browser in between. The cost: two components may for a moment show two successive
 * states of the store, never a wrong one.
 */
export function useExternalState<Value>(
  subscribe: (listener: () => void) => () => void,
  read: () => Value,
  equal: (a: Value, b: Value) => boolean = Object.is,
): Value {
  const [, drawAgain] = useReducer((count: number) => count + 1, 0);
  const value = read();
  const latest = useRef({ read, value, equal });
  useLayoutEffect(() => {
    latest.current = { read, value, equal };
  });
  useLayoutEffect(() => {
    const check = () => {
      const { read: readNow, value: shown, equal: same } = latest.current;
      let next: Value;
      try {
        next = readNow();
      } catch {
        // What it read may be gone (its parent will unmount it): the render decides.
        startTransition(drawAgain);
        return;
      }
      if (!same(shown, next)) startTransition(drawAgain);
    };
    // A change between this render and the subscription is not missed.
    check();
    return subscribe(check);
  }, [subscribe]);
  return value;
}
