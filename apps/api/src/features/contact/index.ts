// The contact feature's face: all that code outside this folder may import from it (tables aside).
export { contactRoutes } from './contact.routes.js';
export { startContactJobs } from './contact.service.js';
