import type { MessageKey, MessageParam } from '@rumbo/contract';

/**
 * An expected failure: the errors plugin answers it with its status and translated message, these
 * headers, and, when the failure is one field's (an email already taken), that field in `errors`, so
 * a form marks it.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429,
    readonly messageKey: MessageKey,
    readonly params: Record<string, MessageParam> = {},
    readonly headers: Record<string, string> = {},
    readonly field?: string,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

/** A card the processor refused (402): answered with Stripe's error object beside the message. */
export class CardError extends AppError {
  constructor(
    messageKey: MessageKey,
    readonly code: string,
    readonly declineCode?: string,
  ) {
    super(402, messageKey);
    this.name = 'CardError';
  }
}
