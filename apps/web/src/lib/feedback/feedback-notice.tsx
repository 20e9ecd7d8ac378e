import { useEffect } from 'react';
import { Loader, Notification, Portal } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useDispatch } from 'react-redux';
import { useStoreSelector } from '@/lib/store-selector';
import { feedbackAutoHideMs, feedbackCleared, type FeedbackState } from './feedback-slice';
import classes from './feedback-notice.module.css';

/** The one notice on screen; it clears itself after 5 s. */
export function FeedbackNotice({ closeLabel }: { closeLabel: string }) {
  const dispatch = useDispatch();
  const feedback = useStoreSelector((state: { feedback: FeedbackState }) => state.feedback);
  useEffect(() => {
    if (!feedback.showFeedback) return;
    const timer = setTimeout(() => dispatch(feedbackCleared()), feedbackAutoHideMs);
    return () => clearTimeout(timer);
  }, [dispatch, feedback.showFeedback, feedback.id]);
  if (!feedback.showFeedback) return null;
  const color = feedback.type === 'error' ? 'red' : feedback.type === 'success' ? 'rumbo' : 'gray';
  const icon = feedback.type === 'error' ? <IconX size={18} /> : feedback.type === 'success' ? <IconCheck size={18} /> : <Loader size={16} />;
  return (
    <Portal>
      <Notification
        role={feedback.type === 'error' ? 'alert' : 'status'}
        aria-live={feedback.type === 'error' ? 'assertive' : 'polite'}
        color={color}
        icon={icon}
        title={feedback.title || undefined}
        onClose={() => dispatch(feedbackCleared())}
        closeButtonProps={{ 'aria-label': closeLabel }}
        withBorder
        className={classes.notice}
      >
        {feedback.message}
      </Notification>
    </Portal>
  );
}
