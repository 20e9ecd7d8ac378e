// The trips feature's one public module: code outside features/trips/ imports these, or its tables
// (trips.table.ts), and nothing else of it.

import type { Feature } from '../../feature.js';
import { startRideStartNotices } from './ride-start-notices.service.js';
import { tripsRoutes } from './trips.routes.js';

/** The /api/trips routes of the employees' mobile app and the administrators' company trips; the notice of a ride about to start. */
export const tripsFeature: Feature = { routes: [tripsRoutes], start: startRideStartNotices };

/** The fraud rules on a leg written in bulk (the demo seed), the same rules the app's legs get. */
export { checkLegFraudRules } from './fraud-rules.service.js';

/** The grid cells and great-circle distances journeys are placed and matched with, for rows written in bulk. */
export { cellOf, cellsAround, distanceKm } from './ride-grid.js';

/** A person's regular journeys replaced at once (the riders' commute), and the rides the search finds for a request's day. */
export { replaceRegularJourneys } from './regular-journeys.service.js';
export { searchRides } from './ride-search.service.js';
export { instantOnLocalDay, leavesOn } from './ride-days.js';

/** How near its point a pickup's or drop's position proves it: the proof class's rule, which the riders' rides tell each proof by. */
export { proofRadiusKm } from './proofs.service.js';
