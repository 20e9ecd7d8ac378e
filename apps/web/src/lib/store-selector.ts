import { useStore } from 'react-redux';
import { useExternalState } from './external-state';

type Equal<Selected> = (a: Selected, b: Selected) => boolean;

/**
 * Reads from the Redux store, drawing the component again as a transition when what it reads
 * changes (useExternalState). react-redux's own `useSelector` draws again through
 * `useSyncExternalStore`: each answer that arrived drew the layout and the page at once, in one task.
 * Takes its equality as react-redux's does: a function or `{ equalityFn }` (as RTK Query's hooks pass it).
 */
export function useStoreSelector<State, Selected>(selector: (state: State) => Selected, equal?: Equal<Selected> | { equalityFn?: Equal<Selected> }): Selected {
  const store = useStore<State>();
  return useExternalState(store.subscribe, store.getState, selector, typeof equal === 'function' ? equal : equal?.equalityFn);
}
