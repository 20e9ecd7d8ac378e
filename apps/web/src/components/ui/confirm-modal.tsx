import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useFeedback } from '@/lib/feedback/use-feedback';
import type { ConfirmModalProps } from './confirm-dialog';

/** The dialog's code, fetched on the first question; fetched anew after a failure (React keeps a lazy's failure). */
const loadDialog = () => lazy(() => import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));
let ConfirmDialog = loadDialog();

/** Says once, after its first commit, that it is on the page (and so is everything in its Suspense boundary). */
function OnMounted({ onMounted }: { onMounted: () => void }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first commit
  useEffect(onMounted, []);
  return null;
}

/** The dialog's code could not be fetched (no connection, or a release replaced it): the page stays, the question is given up. */
class DialogLoadFailed extends Component<{ onFailed: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    ConfirmDialog = loadDialog();
    this.props.onFailed();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Asks before an action that changes or removes something. Mantine's modal (with its focus trap and
 * scroll area) is fetched the first time the question is asked: a page that may ask costs a phone
 * neither its code nor rendering a closed modal while it loads. It is then mounted closed and opened
 * on the next render, so the modal sees itself open, as it does every time after: it remembers what
 * had the focus (the button that asked) and gives it back on closing. If its code cannot be fetched,
 * the question is closed and the person told why; asking again fetches it again.
 */
export function ConfirmModal(props: ConfirmModalProps) {
  const { t } = useTranslation();
  const notify = useFeedback();
  const [asked, setAsked] = useState(props.opened);
  const [mounted, setMounted] = useState(false);
  // A question whose dialog failed is asked again only once it has been closed: never a loop of fetches.
  const [failedOpen, setFailedOpen] = useState(false);
  // Derived during render, as React allows: the first opening mounts the dialog in the same pass.
  if (props.opened && !asked && !failedOpen) setAsked(true);
  if (!props.opened && failedOpen) setFailedOpen(false);
  if (!asked) return null;
  const failed = () => {
    setAsked(false);
    setMounted(false);
    setFailedOpen(true);
    notify('error', t('errors.network'));
    props.onCancel();
  };
  return (
    <DialogLoadFailed onFailed={failed}>
      <Suspense fallback={null}>
        <ConfirmDialog {...props} opened={props.opened && mounted} />
        <OnMounted onMounted={() => setMounted(true)} />
      </Suspense>
    </DialogLoadFailed>
  );
}
