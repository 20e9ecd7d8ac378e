import { useCallback } from 'react';
import { useTranslation } from './use-translation';
import type { FieldError } from 'react-hook-form';
import type { MessageKey } from '@rumbo/contract';

/**
 * Contract schemas carry message keys; this shows them in the UI language (the `messages`
 * namespace). A field's message from the server is already translated.
 */
export function useFieldMessage() {
  const { t } = useTranslation('messages');
  return useCallback(
    (error: FieldError | undefined, serverMessage?: string) =>
      error?.message ? t(error.message as MessageKey, { defaultValue: error.message }) : serverMessage,
    [t],
  );
}
