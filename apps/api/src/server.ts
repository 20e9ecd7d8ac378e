import { buildApp, stopWithinMs } from './app.js';
import { loadConfig } from './config.js';
import { serveBackups } from './db/backup-socket.js';
import { openDatabase } from './db/client.js';
import { exitWhenDataDirInUse } from './db/data-dir-lock.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(exitWhenDataDirInUse);
await database.migrate(config.migrationsDir);
const app = await buildApp({ database, config });
await app.listen({ port: config.port, host: config.host });
// Only this process may read an embedded database's files: it hands backups out (npm run backup).
const backups = database.kind === 'pglite' ? await serveBackups(database, config.dataDir, app.log) : undefined;
app.log.info(`Rumbo on ${config.publicUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing requests and jobs`);
  // Past its time the stop is cut short, as a crash would: what had not committed is rolled back at the
  // next start, and the data directory's lock is removed as the process exits.
  const force = setTimeout(() => {
    app.log.error(`${signal}: still not stopped after ${stopWithinMs / 1000} s, exiting`);
    process.exit(1);
  }, stopWithinMs).unref();
  try {
    await backups?.close();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
