// The trip-rules feature's face: all that code outside this folder may import from it (tables aside).
export { tripRulesRoutes } from './trip-rules.routes.js';
export { getCompanyTripRules, getTripRules } from './trip-rules.service.js';
