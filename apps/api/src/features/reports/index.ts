// The reports feature's face: all that code outside this folder may import from it (tables aside).
import type { Feature } from '../../feature.js';
import { startReportJobs } from './report-snapshots.service.js';
import { reportsRoutes } from './reports.routes.js';

export const reportsFeature: Feature = { routes: [reportsRoutes], start: startReportJobs };

export { refreshCompanyDay, refreshRequestFigures, refreshTripFigures } from './report-days.service.js';
export { issueDueReportSnapshots } from './report-snapshots.service.js';

/** The report's own sums and factor, which the riders' app applies to one person's rides (never a second formula). */
export { sumDay } from './report-days.service.js';
export { findCompanyEmissionFactor } from './emission-factors.service.js';
export type { DayLegRow } from './reports.repository.js';
