// The user-config feature's face: all that code outside this folder may import from it (tables aside).
import type { Feature } from '../../feature.js';
import { userConfigRoutes } from './user-config.routes.js';

export const userConfigFeature: Feature = { routes: [userConfigRoutes] };

export { createUserConfig, getUserConfig } from './user-config.service.js';
