import { lazy, Suspense, useEffect, useState } from 'react';
import type { ConfirmModalProps } from './confirm-dialog';

const ConfirmDialog = lazy(() => import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

/**
 * Asks before an action that changes or removes something. Mantine's modal (with its focus trap and
 * scroll area) is fetched once the page around it has been painted, and mounted closed: a page with a
 * question to ask does not wait for it. Not while the page renders: a first render that yields to the
 * browser (a transition) would let the modal's code in before the page's heading is on screen.
 */
export function ConfirmModal(props: ConfirmModalProps) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A frame's callback runs before its paint, a task queued from it after.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  if (!painted && !props.opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
