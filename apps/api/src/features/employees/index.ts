// The employees feature's face: all that code outside this folder may import from it (tables aside).
export { employeesRoutes } from './employees.routes.js';
export { createAdministrator, employeeAccountHolders, purgeStoredTotals, purgeTrash } from './employees.service.js';
export { toSearchName } from './search-name.js';
