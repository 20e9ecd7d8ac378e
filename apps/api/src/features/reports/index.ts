// The reports feature's face: all that code outside this folder may import from it (tables aside).
export { reportsRoutes } from './reports.routes.js';
export { refreshCompanyDay, refreshRequestFigures, refreshTripFigures } from './report-days.service.js';
export { issueDueReportSnapshots, startReportJobs } from './report-snapshots.service.js';
