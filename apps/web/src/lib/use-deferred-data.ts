import { useDeferredValue } from 'react';

/**
 * A request's data drawn in the background. The store's updates re-render at once, in one task
 * nothing interrupts: a page's figures or charts drawn that way held a phone's browser for half a
 * second. Here new data is first drawn where React can yield (the previous data, or the loading state,
 * stays meanwhile); no data (another period asked for) is undefined at once, never the last one's.
 */
export function useDeferredData<Data>(data: Data | undefined): Data | undefined {
  const deferred = useDeferredValue(data);
  return data === undefined ? undefined : deferred;
}
