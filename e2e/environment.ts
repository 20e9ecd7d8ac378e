import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the end-to-end run's service, database and mailbox live; one set per run. */
const runId = process.env.RUMBO_E2E_RUN ?? (process.env.RUMBO_E2E_RUN = String(process.pid));
const port = Number(process.env.E2E_PORT || 4173);

export const e2eEnvironment = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  smtpPort: Number(process.env.E2E_SMTP_PORT || 2526),
  dataDir: join(tmpdir(), `rumbo-e2e-${runId}`, 'data'),
  mailDir: join(tmpdir(), `rumbo-e2e-${runId}`, 'mail'),
  contactEmail: 'equipo@rumbo.test',
};
