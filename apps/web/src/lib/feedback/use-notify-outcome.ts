import { useCallback } from 'react';
import { errorMessage, type MutationResult, type RequestError } from '@/lib/api/errors';
import { useFeedback } from './use-feedback';

/** What the notice says once a mutation has been answered. */
export type OutcomeNotices<T> = {
  /** The success notice: a text, or one read from the answer (its `message`, say). Without it, success says nothing. */
  success?: string | ((answer: T) => string);
  /**
   * The failure notice. By default the server's message, else a clear text for the kind of failure;
   * a text here takes the place of the general one. A function says it all itself, and answers null
   * when the page shows the failure elsewhere (under a field, in an alert).
   */
  failure?: string | ((error: RequestError) => string | null);
  /** A title over the failure notice. */
  failureTitle?: string;
};

/**
 * Waits for a mutation's answer and says how it went in the feedback notice. The returned function
 * resolves to the answer, or to undefined once the failure has been said, so the page only goes on
 * (navigates, resets its form) after a success.
 */
export function useNotifyOutcome() {
  const notify = useFeedback();
  return useCallback(
    async <T>(sent: PromiseLike<MutationResult<T>>, notices: OutcomeNotices<T> = {}): Promise<T | undefined> => {
      const result = await sent;
      if (result.error) {
        const { failure } = notices;
        const message = typeof failure === 'function' ? failure(result.error) : errorMessage(result.error, failure);
        if (message !== null) notify('error', message, notices.failureTitle);
        return undefined;
      }
      const { success } = notices;
      if (success !== undefined) notify('success', typeof success === 'function' ? success(result.data) : success);
      return result.data;
    },
    [notify],
  );
}
