// The account-deletion feature's face: all that code outside this folder may import from it.
import type { Feature } from '../../feature.js';
import { accountDeletionRoutes } from './account-deletion.routes.js';

export const accountDeletionFeature: Feature = { routes: [accountDeletionRoutes] };
