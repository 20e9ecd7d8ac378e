import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    tag: 'health',
    summary: 'Answers ok when the service can reach its database',
    authenticated: false,
    access: 'anonymous',
    responses: { 200: healthResponseSchema, 503: z.object({ status: z.literal('unavailable') }) },
  }),
};
