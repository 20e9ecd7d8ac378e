// The notifications feature's face: all that code outside this folder may import from it (tables aside).
export { notificationsRoutes } from './notifications.routes.js';
export { notifyAdministrators, type Notice } from './notifications.service.js';
