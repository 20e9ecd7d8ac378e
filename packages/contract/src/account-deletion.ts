import { z } from 'zod';
import { messageResponseSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';

/** The administrator confirms with their own password. */
export const deleteAccountBodySchema = z.object({
  password: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(128, 'passwordTooLong'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const accountDeletionEndpoints = {
  deleteAccount: defineEndpoint({
    method: 'PATCH',
    path: '/enterprise/delete',
    tag: 'enterprise',
    summary:
      'Deletes the caller’s company (administrators, with their password): its subscription ends at once, every session of its people ends and their logins are refused',
    authenticated: true,
    body: deleteAccountBodySchema,
    responses: { 200: messageResponseSchema },
    errors: [403, 429],
  }),
};
