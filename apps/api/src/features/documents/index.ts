// The documents feature's face: all that code outside this folder may import from it (tables aside).
export { documentsRoutes } from './documents.routes.js';
export { logoUrlOf, taxDocumentOf } from './documents.service.js';
export { createDatabaseFileStorage } from './database-file-storage.repository.js';
export type { FileStorage } from './file-storage.js';
