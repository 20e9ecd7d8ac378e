import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Its children once their place comes within a screen of the visible part of the page; until then an
 * empty box of their height, so nothing moves when they come. For heavy pictures below the fold (the
 * reports' charts): a phone does not draw them, for half a second, before the person scrolls to them.
 * Where the browser cannot tell (no IntersectionObserver), at once.
 */
export function WhenNear({ height, children }: { height: number; children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !place.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '100% 0px' });
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={place} style={{ height }} />;
}
