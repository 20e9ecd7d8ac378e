// The enterprises feature's face: all that code outside this folder may import from it (tables aside).
export { enterprisesRoutes } from './enterprises.routes.js';
export {
  createEnterprise,
  findEnterpriseByJoinCode,
  getEnterpriseName,
  getEnterprisePlan,
  getJoinLink,
  lockEnterprise,
  markEnterpriseDeleted,
  regenerateJoinLink,
  setAutoApproveDomain,
  setEnterprisePlan,
} from './enterprises.service.js';
