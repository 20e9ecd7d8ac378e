import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import i18n from '../i18n';

/** Why a request failed: the server's answer, or what went wrong before one came. */
export type RequestError = FetchBaseQueryError | SerializedError;

/** What an RTK Query mutation's trigger resolves to. */
export type MutationResult<T> = { data: T; error?: undefined } | { data?: undefined; error: RequestError };

/**
 * The server's message when it sent one (already in the UI language, which every request names),
 * else a clear text, in the UI language, for the kind of failure.
 */
export function errorMessage(error: RequestError | undefined, fallback?: string): string {
  const { t } = i18n;
  if (!error) return fallback ?? t('errors.unexpected');
  if ('status' in error) {
    if (error.status === 'FETCH_ERROR') return t('errors.network');
    if (error.status === 'TIMEOUT_ERROR') return t('errors.timeout');
    if (error.status === 'PARSING_ERROR') return t('errors.parsing');
    const message = (error.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return fallback ?? t('errors.unexpected');
}

/** Field messages of a 400 answer, keyed by field name. */
export function fieldErrors(error: RequestError | undefined): Record<string, string> {
  if (!error || !('status' in error)) return {};
  const errors = (error.data as { errors?: { field: string; message: string }[] } | undefined)?.errors ?? [];
  return Object.fromEntries(errors.map((entry) => [entry.field, entry.message]));
}

export function httpStatus(error: RequestError | undefined): number | undefined {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}
