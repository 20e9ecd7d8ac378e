import { availableParallelism } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { join } from 'node:path';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

/** Both drivers expose the same query builder; the node-postgres type stands for both. */
export type Database = NodePgDatabase<typeof schema>;

export type SqlResult = { rows: unknown[] };

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Raw SQL for pg-boss and scripts; several statements when no values are given, answering the
   * rows of every statement, first to last (pg-boss reads a lock's row ahead of its claim's).
   */
  executeSql: (text: string, values?: unknown[]) => Promise<SqlResult>;
  migrate: (migrationsDir: string) => Promise<void>;
  close: () => Promise<void>;
  /** Queries waiting for a free connection of the pool (always 0 for PGlite, which has none). */
  waitingForConnection: () => number;
  /**
   * Runs `select 1` on a connection the requests never wait for (PostgreSQL): whether the database
   * answers, however busy the pool is. Rejects within 2 s when it does not.
   */
  ping: () => Promise<void>;
};

type OpenOptions = {
  databaseUrl?: string;
  dataDir?: string;
  pgliteDump?: Blob;
  /** Sees every statement the query builder sends (the benchmark prints their plans). */
  logger?: Logger;
  /** PostgreSQL's connections at most; else DATABASE_POOL_SIZE, else the default below. */
  poolSize?: number;
};

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

/**
 * Twice the cores, PostgreSQL's rule of thumb: more busy connections than that only take turns on
 * the same cores and stretch the slowest requests (on 2 cores, 10 connections put the list's p99 at
 * 30 ms where 4 kept it at 18 ms, for more requests per second). At most 10: a container may see
 * many more cores than its quota gives it.
 */
const defaultPoolSize = Math.min(availableParallelism() * 2, 10);

/**
 * Connecting gives up after this: a server that does not answer (restarting, unreachable) fails the
 * query within 2 s instead of holding the request, which is answered 503 and tried again.
 */
const connectTimeoutMs = 2_000;
/**
 * A query waits this long at most for a free connection of the pool. Waiting in line is load, not an
 * outage: a queue of requests from many clients is served in turn, the overload rules shed what is
 * beyond it (plugins/overload.ts), and this only ends a wait that something stuck would make endless.
 */
const freeConnectionWaitMs = 10_000;

/** Each connection's own attempt to connect is bounded by connectTimeoutMs, whatever the pool waits for a free one. */
class BoundedClient extends pg.Client {
  constructor(config: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
  }
}

/** Listens to every connection and to the pool: a connection the server ends fails its queries instead of crashing the process. */
function quiet(pool: pg.Pool): pg.Pool {
  // An idle connection the server ends (a restart, a failover) is dropped by the pool and the next
  // query opens a new one; unheard, its 'error' event would crash the process.
  pool.on('error', () => {});
  // The pool hears only its idle connections: one a request holds (in a transaction, between two
  // statements or during one) that the server ends has no listener of its own, and its 'error'
  // event would crash the process. Its queries fail instead (503), and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

async function openPostgres(databaseUrl: string, { logger, poolSize }: Pick<OpenOptions, 'logger' | 'poolSize'>): Promise<DatabaseHandle> {
  const pool = quiet(
    new pg.Pool({
      connectionString: databaseUrl,
      max: poolSize ?? Number(process.env.DATABASE_POOL_SIZE || defaultPoolSize),
      // Named statements are the ones whose one plan suits every value (prepared.ts): plan them once per
      // connection, where PostgreSQL's default would at times go on planning each call after comparing
      // estimates. Unnamed statements get that same plan made without their values, made again on
      // every call.
      options: '-c plan_cache_mode=force_generic_plan',
      // pg-pool bounds both the wait for a free connection and a new connection's attempt with this;
      // the attempt has its own, shorter bound (BoundedClient).
      connectionTimeoutMillis: freeConnectionWaitMs,
      Client: BoundedClient as unknown as new () => pg.ClientBase,
      keepAlive: true,
    }),
  );
  // Whether the database answers is asked on a connection of its own: behind the requests' queue, a
  // busy pool would read as a database away (and /api/health would take a loaded process out of rotation).
  const checker = quiet(new pg.Pool({ connectionString: databaseUrl, max: 1, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true }));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case', logger });
  return {
    db,
    kind: 'postgres',
    executeSql: async (text, values) => {
      // Several statements answer a result each.
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
      return Array.isArray(result) ? { rows: result.flatMap((each) => each.rows) } : result;
    },
    migrate: async (migrationsDir) => {
      // Processes started at once on one database migrate one after the other: the first applies
      // what is new, the next find it done (without this, both would create the same tables).
      const holder = await pool.connect();
      try {
        await holder.query(`select pg_advisory_lock(hashtext('rumbo.migrations'))`);
        await migratePg(db, { migrationsFolder: migrationsDir });
      } finally {
        await holder.query(`select pg_advisory_unlock(hashtext('rumbo.migrations'))`).catch(() => {});
        holder.release();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), checker.end()]);
    },
    waitingForConnection: () => pool.waitingCount,
    ping: async () => {
      await checker.query('select 1');
    },
  };
}

async function openPglite({ dataDir, pgliteDump, logger }: OpenOptions): Promise<DatabaseHandle> {
  // pg_trgm and btree_gin back the employee name search within a company (migrations 0001, 0003).
  const extensions = { pg_trgm, btree_gin };
  // Files on disk belong to one process at a time (data-dir-lock.ts); a dump or memory to this one.
  const lock = !pgliteDump && dataDir ? lockDataDir(dataDir) : undefined;
  let client: PGlite;
  try {
    client = pgliteDump
      ? await PGlite.create({ loadDataDir: pgliteDump, extensions })
      : await PGlite.create(dataDir ? join(dataDir, 'pglite') : undefined, { extensions });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case', logger }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.flatMap((each) => each.rows) };
    },
    migrate: (migrationsDir) =>
      migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: migrationsDir }),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    waitingForConnection: () => 0,
    ping: async () => {
      await client.query('select 1');
    },
  };
}

/**
 * Raw SQL with `$1`-style parameters, run through the query builder's connection: on a transaction,
 * it runs inside that transaction (the job queue sends jobs this way, so they commit with the rows).
 */
export async function executeSqlOn(db: Database, text: string, values: unknown[] = []): Promise<SqlResult> {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    // sql.param: one parameter whatever the value (a bare array would become a list of them).
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  const result = await db.execute(sql.join(chunks));
  return { rows: result.rows };
}
