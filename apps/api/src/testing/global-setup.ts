import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    templateDatabaseUrl: string;
  }
}

/** Migrates once per run: PGlite into a dump every test file clones, PostgreSQL into a template. */
export default async function setup(project: TestProject) {
  const config = loadConfig({ DATA_DIR: join(tmpdir(), 'rumbo-test-unused') });
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const templateUrl = withDatabase(databaseUrl, 'rumbo_test_template');
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query('drop database if exists rumbo_test_template with (force)');
    await admin.query('create database rumbo_test_template');
    const database = await openDatabase({ databaseUrl: templateUrl });
    await prepare(database, config.migrationsDir);
    await database.close();
    await admin.end();
    project.provide('templateDatabaseUrl', templateUrl);
    project.provide('pgliteDumpPath', '');
    return;
  }
  const directory = await mkdtemp(join(tmpdir(), 'rumbo-pglite-'));
  const database = await openDatabase({});
  await prepare(database, config.migrationsDir);
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const dumpPath = join(directory, 'migrated.tar');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('templateDatabaseUrl', '');
  return async () => rm(directory, { recursive: true, force: true });
}

async function prepare(database: DatabaseHandle, migrationsDir: string) {
  await database.migrate(migrationsDir);
  // pg-boss creates its schema on first start; doing it here keeps every test file's start fast.
  const boss = new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) as never }, schema: 'pgboss', supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false });
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
