// The health feature's face: all that code outside this folder may import from it.
import type { Feature } from '../../feature.js';
import { healthRoutes } from './health.routes.js';

export const healthFeature: Feature = { routes: [healthRoutes] };
