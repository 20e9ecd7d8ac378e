// The onboarding feature's face: all that code outside this folder may import from it.
export { onboardingRoutes } from './onboarding.routes.js';
