import { useEffect, useState } from 'react';

/** Longest wait for a frame: a page opened in a background tab paints none until it is shown. */
const frameWaitMs = 1_000;

/**
 * False until the frame the component was first drawn in is on the screen (for a layout, the page's
 * first frame). What that frame does not show (a layout's background requests) waits for it: requests
 * started with the first frame share a phone's slow connection with the page's last files, and the
 * page is whole later.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    const done = () => setPainted(true);
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    // A task queued in the next frame runs once that frame has been painted.
    const frame = requestAnimationFrame(() => (afterFrame = setTimeout(done)));
    const noFrame = setTimeout(done, frameWaitMs);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      clearTimeout(noFrame);
    };
  }, [painted]);
  return painted;
}
