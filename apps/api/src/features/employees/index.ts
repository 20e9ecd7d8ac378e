// The employees feature's face: all that code outside this folder may import from it (tables aside).
import type { Feature } from '../../feature.js';
import { employeesRoutes } from './employees.routes.js';
import { startEmployeeJobs } from './employees.service.js';

export const employeesFeature: Feature = { routes: [employeesRoutes], start: startEmployeeJobs };

export { createAdministrator, employeeAccountHolders } from './employees.service.js';
export { toSearchName } from './search-name.js';
