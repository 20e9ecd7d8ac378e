// The notifications feature's face: all that code outside this folder may import from it (tables aside).
import type { Feature } from '../../feature.js';
import { notificationsRoutes } from './notifications.routes.js';

export const notificationsFeature: Feature = { routes: [notificationsRoutes] };

export { notifyAccount, notifyAdministrators, notifyCompanyDeleted, notifyRider, type RideNotice, type SecurityNotice } from './notifications.service.js';
export { notifyRideStarting, type RideStartingNotice } from './ride-notices.service.js';
