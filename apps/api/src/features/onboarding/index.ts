// The onboarding feature's face: all that code outside this folder may import from it.
import type { Feature } from '../../feature.js';
import { onboardingRoutes } from './onboarding.routes.js';

export const onboardingFeature: Feature = { routes: [onboardingRoutes] };
