// The company-location feature's face: all that code outside this folder may import from it (tables aside).
import type { Feature } from '../../feature.js';
import { companyLocationRoutes } from './company-location.routes.js';

export const companyLocationFeature: Feature = { routes: [companyLocationRoutes] };
