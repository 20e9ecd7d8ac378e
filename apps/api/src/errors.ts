import type { MessageKey, MessageParam } from '@rumbo/contract';

/** An expected failure: the errors plugin answers it with its status and translated message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
    readonly messageKey: MessageKey,
    readonly params: Record<string, MessageParam> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}
