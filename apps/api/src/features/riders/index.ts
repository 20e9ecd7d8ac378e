// The riders feature's face: a person's own rides and their part of the company's figures, for the
// riders' app at /app, and their commute said once (written as trips' regular journeys). It reads the
// trips' tables, and the person's figures from the reports' face. Only the demo seed calls it, to write
// its riders' commutes with the way to work the screen assumes.
import type { Feature } from '../../feature.js';
import { commuteRoutes } from './commute.routes.js';
import { ridersRoutes } from './riders.routes.js';

export { minutesToWork } from './commute.service.js';

export const ridersFeature: Feature = { routes: [ridersRoutes, commuteRoutes] };
