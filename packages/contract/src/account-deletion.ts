import { messageResponseSchema } from './common.js';
import { passwordConfirmationBodySchema } from './account-security.js';
import { defineEndpoint } from './endpoint.js';

export const accountDeletionEndpoints = {
  deleteAccount: defineEndpoint({
    method: 'PATCH',
    path: '/enterprise/delete',
    tag: 'enterprise',
    summary:
      'Deletes the caller’s company (administrators, with their password): its subscription ends at once, every session of its people ends and their logins are refused',
    authenticated: true,
    access: 'admin',
    // The administrator confirms with their own password.
    body: passwordConfirmationBodySchema,
    responses: { 200: messageResponseSchema },
    errors: [403, 429],
  }),
};
