import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { feedbackShown, type FeedbackType } from './feedback-slice';

/** Shows a success, error or loading notice that clears itself after 5 s. */
export function useFeedback() {
  const dispatch = useDispatch();
  return useCallback(
    (type: FeedbackType, message: string, title?: string) => dispatch(feedbackShown({ type, message, title })),
    [dispatch],
  );
}
