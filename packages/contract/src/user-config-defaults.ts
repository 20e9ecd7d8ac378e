// A person's settings until they change one, apart from the schemas: the web app's store starts
// from them, and its first load carries no zod.
import { defaultTimeZone, defaultTimeZoneName } from './time-zones.js';
import type { UserConfig } from './user-config.js';

export const defaultUserConfig: UserConfig = { timeZone: defaultTimeZone, timeZoneName: defaultTimeZoneName, language: 'es', preferences: { showTutorial: true, rideMails: true } };
