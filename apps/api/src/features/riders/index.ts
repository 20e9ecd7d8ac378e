// The riders feature's face: a person's own rides and their part of the company's figures, for the
// riders' app at /app, and their commute said once (written as trips' regular journeys). It reads the
// trips' tables, and the person's figures from the reports' face; nothing calls it.
import type { Feature } from '../../feature.js';
import { commuteRoutes } from './commute.routes.js';
import { ridersRoutes } from './riders.routes.js';

export const ridersFeature: Feature = { routes: [ridersRoutes, commuteRoutes] };
