import { useDeferredValue } from 'react';

/**
 * A request's data drawn in the background. The store's updates re-render at once, in one task
 * nothing interrupts: a page's figures or charts drawn that way held a phone's browser for half a
 * second. Here new data is first drawn where React can yield (the previous data, or the loading state,
 * stays meanwhile). `asked` names the request (a period): the data of another one is never shown
 * under it, even for a frame, whether its data is still to come (undefined at once) or already here
 * (a period read before: the loading state until it is drawn).
 */
export function useDeferredData<Data>(data: Data | undefined, asked?: string): Data | undefined {
  const deferred = useDeferredValue(data);
  const deferredAsked = useDeferredValue(asked);
  return data === undefined || deferredAsked !== asked ? undefined : deferred;
}
