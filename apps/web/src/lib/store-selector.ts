import { startTransition, useLayoutEffect, useReducer, useRef } from 'react';
import { useStore } from 'react-redux';

/**
 * Reads from the Redux store and draws the component again, as a transition, when what it reads
 * changes. react-redux's own `useSelector` draws again through `useSyncExternalStore`, which React
 * always renders at once and whole: each answer that arrived drew the layout and the page in one
 * task nothing could interrupt, the longest of a load after the first paint (what Lighthouse counts
 * as blocking time). As a transition React draws in slices and lets the browser in between. The
 * cost: two components may for a moment show two successive states of the store, never a wrong one.
 */
export function useStoreSelector<State, Selected>(
  selector: (state: State) => Selected,
  equal: (a: Selected, b: Selected) => boolean = Object.is,
): Selected {
  const store = useStore<State>();
  const [, drawAgain] = useReducer((count: number) => count + 1, 0);
  const selected = selector(store.getState());
  const latest = useRef({ selector, selected, equal });
  useLayoutEffect(() => {
    latest.current = { selector, selected, equal };
  });
  useLayoutEffect(() => {
    const check = () => {
      const { selector: select, selected: shown, equal: same } = latest.current;
      let next: Selected;
      try {
        next = select(store.getState());
      } catch {
        // What it read may be gone (its parent will unmount it): the render decides.
        startTransition(drawAgain);
        return;
      }
      if (!same(shown, next)) startTransition(drawAgain);
    };
    // A change between this render and the subscription is not missed.
    check();
    return store.subscribe(check);
  }, [store]);
  return selected;
}
