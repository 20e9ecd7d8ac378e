// The account-deletion feature's face: all that code outside this folder may import from it.
export { accountDeletionRoutes } from './account-deletion.routes.js';
