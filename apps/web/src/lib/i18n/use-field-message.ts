import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';

/** Contract schemas carry message keys; this shows them in the UI language. */
export function useFieldMessage() {
  const { t } = useTranslation();
  return useCallback(
    (error: FieldError | undefined, serverMessage?: string) =>
      error?.message ? t(`messages.${error.message}`, { defaultValue: error.message }) : serverMessage,
    [t],
  );
}
