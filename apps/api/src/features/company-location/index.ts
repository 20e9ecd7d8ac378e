// The company-location feature's face: all that code outside this folder may import from it (tables aside).
export { companyLocationRoutes } from './company-location.routes.js';
