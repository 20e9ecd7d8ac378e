// The enterprises feature's face: all that code outside this folder may import from it (tables aside).
import type { Feature } from '../../feature.js';
import { enterprisesRoutes } from './enterprises.routes.js';

export const enterprisesFeature: Feature = { routes: [enterprisesRoutes] };

export {
  createEnterprise,
  findEnterpriseByJoinCode,
  getEnterpriseForMail,
  getEnterprisePlan,
  getJoinLink,
  lockEnterprise,
  markEnterpriseDeleted,
  regenerateJoinLink,
  setAutoApproveDomain,
  setEnterprisePlan,
} from './enterprises.service.js';
