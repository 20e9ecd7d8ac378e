import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Jobs } from './plugins/jobs.js';

/** What a feature's service needs from the running service, passed in rather than imported. */
export type ServiceContext = { db: Database; config: Config; jobs: Jobs };
