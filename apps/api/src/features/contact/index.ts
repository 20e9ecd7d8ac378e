// The contact feature's face: all that code outside this folder may import from it (tables aside).
import type { Feature } from '../../feature.js';
import { contactRoutes } from './contact.routes.js';
import { startContactJobs } from './contact.service.js';

export const contactFeature: Feature = { routes: [contactRoutes], start: startContactJobs };
