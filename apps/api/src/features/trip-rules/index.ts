// The trip-rules feature's face: all that code outside this folder may import from it (tables aside).
import type { Feature } from '../../feature.js';
import { tripRulesRoutes } from './trip-rules.routes.js';

export const tripRulesFeature: Feature = { routes: [tripRulesRoutes] };

export { getCompanyTripRules, getTripRules } from './trip-rules.service.js';
