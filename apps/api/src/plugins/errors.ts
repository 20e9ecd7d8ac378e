import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMessageKey, pickLanguage, translateMessage, type ErrorBody, type MessageKey, type MessageParam } from '@rumbo/contract';
import { isConcurrentChange, isDatabaseUnavailable, isUnstorableText } from '../db/errors.js';
import { AppError, CardError } from '../errors.js';

/** Answers every failure with the error body, translated to the request's language. */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      const errors = error.field ? [{ field: error.field, message: translateMessage(error.messageKey, request.language, error.params) }] : undefined;
      if (error instanceof CardError) {
        const message = translateMessage(error.messageKey, request.language);
        const body: ErrorBody = {
          success: false,
          message,
          error: { type: 'card_error', code: error.code, message, ...(error.declineCode && { decline_code: error.declineCode }) },
        };
        return reply.code(402).type('application/json; charset=utf-8').send(body);
      }
      return sendError(request, reply, error.statusCode, error.messageKey, error.params, errors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // One message per field, the first one the schema gives ('required' before 'not valid'); zod's
      // own English texts (a body that is not an object at all) become a translated 'invalid value'.
      const errors = new Map<string, string>();
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const key = issue.message && isMessageKey(issue.message) ? issue.message : 'invalidValue';
        if (!errors.has(field)) errors.set(field, translateMessage(key, request.language));
      }
      return sendError(request, reply, 400, 'invalidInput', {}, [...errors].map(([field, message]) => ({ field, message })));
    }
    if (isUnstorableText(error)) return sendError(request, reply, 400, 'invalidInput');
    if (isConcurrentChange(error)) {
      request.log.warn({ err: error }, 'transaction abandoned for a concurrent change');
      return sendError(request, reply, 409, 'concurrentChange');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.send(unavailable(request, reply));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(request, reply, 413, 'payloadTooLarge');
    if (status === 415) return sendError(request, reply, 415, 'unsupportedMediaType');
    if (status === 429) return sendError(request, reply, 429, 'tooManyRequests');
    if (status >= 400 && status < 500) {
      // The client's mistake, not the service's: one line to read, no stack trace.
      request.log.info({ reason: error.message, code: error.code }, 'unreadable request');
      return sendError(request, reply, 400, 'malformedBody');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, 'unexpectedError');
  });
});

/** Answers Fastify's own early failures (a URL that cannot be decoded), which skip every hook and handler, with these headers. */
export function frameworkErrorAnswer(headers: Record<string, string>) {
  return (_error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const body: ErrorBody = { success: false, message: translateMessage('malformedBody', pickLanguage(request.headers['accept-language'])) };
    return reply.code(400).headers(headers).type('application/json; charset=utf-8').send(body);
  };
}

/** Seconds a client is told to wait (Retry-After) when the service sheds a request or cannot reach its database. */
export const retryAfterSeconds = 2;

/**
 * Readies a 503 with Retry-After and answers its body, in the request's language: the same request
 * may work in a moment. A request shed under load was not handled at all; one whose query could not
 * reach the database lost that query's transaction, though a write saved before it in the same
 * request stays (the app asks only reads again by itself).
 */
export function unavailable(request: FastifyRequest, reply: FastifyReply): ErrorBody {
  reply.code(503).header('retry-after', String(retryAfterSeconds)).type('application/json; charset=utf-8');
  return { success: false, message: translateMessage('serviceUnavailable', request.language) };
}

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey,
  params: Record<string, MessageParam> = {},
  errors?: ErrorBody['errors'],
) {
  const body: ErrorBody = { success: false, message: translateMessage(key, request.language, params) };
  if (errors) body.errors = errors;
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
