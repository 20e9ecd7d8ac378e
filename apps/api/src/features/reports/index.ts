// The reports feature's face: all that code outside this folder may import from it (tables aside).
import type { Feature } from '../../feature.js';
import { startReportJobs } from './report-snapshots.service.js';
import { reportsRoutes } from './reports.routes.js';

export const reportsFeature: Feature = { routes: [reportsRoutes], start: startReportJobs };

export { refreshCompanyDay, refreshRequestFigures, refreshTripFigures } from './report-days.service.js';
export { issueDueReportSnapshots } from './report-snapshots.service.js';

/** One person's part of the figures, by the report's own statement, sums and factor (never a second formula). */
export { computePersonMetrics, type PersonMetrics } from './reports.service.js';
