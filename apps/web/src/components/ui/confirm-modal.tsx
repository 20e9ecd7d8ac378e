import { lazy, Suspense, useEffect, useState } from 'react';
import type { ConfirmModalProps } from './confirm-dialog';

const ConfirmDialog = lazy(() => import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

/** Says once, after its first commit, that it is on the page (and so is everything in its Suspense boundary). */
function OnMounted({ onMounted }: { onMounted: () => void }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first commit
  useEffect(onMounted, []);
  return null;
}

/**
 * Asks before an action that changes or removes something. Mantine's modal (with its focus trap and
 * scroll area) is fetched the first time the question is asked: a page that may ask costs a phone
 * neither its code nor rendering a closed modal while it loads. It is then mounted closed and opened
 * on the next render, so the modal sees itself open, as it does every time after: it remembers what
 * had the focus (the button that asked) and gives it back on closing.
 */
export function ConfirmModal(props: ConfirmModalProps) {
  const [asked, setAsked] = useState(props.opened);
  const [mounted, setMounted] = useState(false);
  // Derived during render, as React allows: the first opening mounts the dialog in the same pass.
  if (props.opened && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} opened={props.opened && mounted} />
      <OnMounted onMounted={() => setMounted(true)} />
    </Suspense>
  );
}
