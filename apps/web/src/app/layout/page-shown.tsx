import { createContext, useContext, useEffect } from 'react';

/** The private layout's ear for its page: called once the page itself (not its loader) is on screen. */
export const PageShownContext = createContext<(() => void) | null>(null);

/**
 * Rendered beside a page inside the page's own Suspense boundary, so its effect runs when the page
 * commits, never while the boundary shows its loader: what the layout waits on it for (its menu)
 * never comes before the page's heading, however the first render is scheduled.
 */
export function PageShown() {
  const shown = useContext(PageShownContext);
  useEffect(() => shown?.(), [shown]);
  return null;
}
