// The documents feature's face: all that code outside this folder may import from it (tables aside).
import type { Feature } from '../../feature.js';
import { documentsRoutes } from './documents.routes.js';

export const documentsFeature: Feature = { routes: [documentsRoutes] };

export { keepLogo, keptLogoImage, logoImageOf, logoUrlOf, taxDocumentOf } from './documents.service.js';
export { createDatabaseFileStorage } from './database-file-storage.repository.js';
export type { FileStorage } from './file-storage.js';
