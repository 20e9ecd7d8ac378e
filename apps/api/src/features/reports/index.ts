// The reports feature's face: all that code outside this folder may import from it (tables aside).
import type { Feature } from '../../feature.js';
import { startReportJobs } from './report-snapshots.service.js';
import { reportsRoutes } from './reports.routes.js';

export const reportsFeature: Feature = { routes: [reportsRoutes], start: startReportJobs };

export { refreshCompanyDay, refreshRequestFigures, refreshTripFigures } from './report-days.service.js';
export { issueDueReportSnapshots } from './report-snapshots.service.js';
