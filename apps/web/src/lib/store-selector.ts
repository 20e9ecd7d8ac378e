import { useStore } from 'react-redux';
import { useExternalState } from './external-state';

/**
 * Reads from the Redux store, drawing the component again as a transition when what it reads
 * changes (useExternalState). react-redux's own `useSelector` draws again through
 * `useSyncExternalStore`: each answer that arrived drew the layout and the page at once, in one task.
 */
export function useStoreSelector<State, Selected>(
  selector: (state: State) => Selected,
  equal: (a: Selected, b: Selected) => boolean = Object.is,
): Selected {
  const store = useStore<State>();
  return useExternalState(store.subscribe, () => selector(store.getState()), equal);
}
