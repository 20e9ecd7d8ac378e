import type { UnknownAction } from '@reduxjs/toolkit';

/**
 * Matches the fulfilled answer of one RTK Query endpoint by its name, for slices kept in the first
 * bundle: importing the endpoint itself would pull its feature's request schemas in with it.
 */
export function matchFulfilled<Payload>(endpointName: string) {
  return (action: UnknownAction): action is UnknownAction & { payload: Payload } =>
    action.type === 'api/executeQuery/fulfilled' && (action as { meta?: { arg?: { endpointName?: string } } }).meta?.arg?.endpointName === endpointName;
}
