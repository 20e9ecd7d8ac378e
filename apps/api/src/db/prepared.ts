import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

/**
 * Builds statements once per database and hands the same ones back after: building a query with the
 * query builder costs the service more than PostgreSQL takes to run a small one.
 *
 * Name a statement (`.prepare('feature_what')`, a name used once in the service) when one plan suits
 * every value, as a lookup by key does: PostgreSQL then parses and plans it once per connection, and
 * on a busy service planning costs more than running. Naming it or not, the pool's connections plan
 * it without its values (client.ts), every call again when unnamed: where the best plan depends on
 * the values, as a name search's does, put that query in a function planned for them (`SET
 * plan_cache_mode = force_custom_plan`, as live_employees_matching_page is) and name the statement.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) {
      statements = build(db);
      built.set(db, statements);
    }
    return statements;
  };
}

// Renders raw SQL to its text and parameters; the tables in it are written by name, so any dialect does.
const dialect = new PgDialect();

/**
 * Raw SQL as a statement built once, run with `.execute(values)` (the values of its named parameters)
 * and answering `{ rows }`. Named, it follows the rule above: its text must be the same on every call,
 * every value a parameter. PGlite runs it as any other statement.
 */
export function prepareRaw(db: Database, name: string, query: SQL) {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
}
