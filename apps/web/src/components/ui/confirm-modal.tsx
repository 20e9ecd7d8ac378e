import { lazy, Suspense } from 'react';
import type { ConfirmModalProps } from './confirm-dialog';

const ConfirmDialog = lazy(() => import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

/**
 * Asks before an action that changes or removes something. Mantine's modal (with its focus trap and
 * scroll area) is fetched once the page has rendered, and mounted closed: a page with a question to
 * ask does not wait for it.
 */
export function ConfirmModal(props: ConfirmModalProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
