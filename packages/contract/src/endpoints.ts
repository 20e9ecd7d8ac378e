import { accountDeletionEndpoints } from './account-deletion.js';
import { accountSecurityEndpoints } from './account-security.js';
import { authEndpoints } from './auth.js';
import { billingEndpoints } from './billing.js';
import { companyLocationEndpoints } from './company-location.js';
import { contactEndpoints } from './contact.js';
import { documentsEndpoints } from './documents.js';
import { employeesEndpoints } from './employees.js';
import type { Endpoint } from './endpoint.js';
import { enterpriseEndpoints } from './enterprise.js';
import { healthEndpoints } from './health.js';
import { notificationsEndpoints } from './notifications.js';
import { onboardingEndpoints } from './onboarding.js';
import { reportsEndpoints } from './reports.js';
import { ridersEndpoints } from './riders.js';
import { tripRulesEndpoints } from './trip-rules.js';
import { tripsEndpoints } from './trips.js';
import { userConfigEndpoints } from './user-config.js';

/** Every endpoint of the API, by feature. */
export const endpointsByFeature = {
  accountDeletion: accountDeletionEndpoints,
  accountSecurity: accountSecurityEndpoints,
  auth: authEndpoints,
  billing: billingEndpoints,
  companyLocation: companyLocationEndpoints,
  contact: contactEndpoints,
  documents: documentsEndpoints,
  employees: employeesEndpoints,
  enterprise: enterpriseEndpoints,
  health: healthEndpoints,
  notifications: notificationsEndpoints,
  onboarding: onboardingEndpoints,
  reports: reportsEndpoints,
  riders: ridersEndpoints,
  tripRules: tripRulesEndpoints,
  trips: tripsEndpoints,
  userConfig: userConfigEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint in one list (a function, so a bundle that never asks keeps none of them). */
export function listEndpoints(): Endpoint[] {
  return Object.values(endpointsByFeature).flatMap((group) => Object.values(group));
}
