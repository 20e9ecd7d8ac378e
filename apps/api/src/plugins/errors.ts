import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translateMessage, type ErrorBody, type MessageKey } from '@rumbo/contract';
import { AppError } from '../errors.js';

/** Answers every failure with decisions.md's error body, translated to the request's language. */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return sendError(request, reply, error.statusCode, error.messageKey, error.params);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: translateMessage(issue.message ?? 'invalidValue', request.language),
      }));
      return sendError(request, reply, 400, 'invalidInput', {}, errors);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(request, reply, 413, 'payloadTooLarge');
    if (status === 415) return sendError(request, reply, 415, 'unsupportedMediaType');
    if (status === 429) return sendError(request, reply, 429, 'tooManyRequests');
    if (status >= 400 && status < 500) return sendError(request, reply, 400, 'malformedBody');
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, 'unexpectedError');
  });
});

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey,
  params: Record<string, string | number> = {},
  errors?: ErrorBody['errors'],
) {
  const body: ErrorBody = { success: false, message: translateMessage(key, request.language, params) };
  if (errors) body.errors = errors;
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
