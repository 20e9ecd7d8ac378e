// The user-config feature's face: all that code outside this folder may import from it (tables aside).
export { userConfigRoutes } from './user-config.routes.js';
export { createUserConfig, getUserConfig } from './user-config.service.js';
