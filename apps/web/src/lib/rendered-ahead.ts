import { createContext, useContext } from 'react';

/**
 * True while the build renders a private page ahead (src/prerender): the page is drawn as it first
 * paints, without what depends on the day it is shown (a period's dates, the year), which the app
 * writes once it takes over.
 */
export const RenderedAheadContext = createContext(false);

export function useRenderedAhead(): boolean {
  return useContext(RenderedAheadContext);
}
