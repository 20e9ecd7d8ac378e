// The health feature's face: all that code outside this folder may import from it.
export { healthRoutes } from './health.routes.js';
