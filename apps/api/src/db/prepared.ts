import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

/**
 * Builds statements once per database and hands the same ones back after: building a query with the
 * query builder costs the service more than PostgreSQL takes to run a small one.
 *
 * Name a statement (`.prepare('feature_what')`, a name used once in the service) when one plan suits
 * every value, as a lookup by key does: PostgreSQL then parses and plans it once per connection, and
 * on a busy service planning costs more than running. Leave it unnamed (`.prepare('')`) when the best
 * plan depends on the values, as a name search's does, so PostgreSQL plans every call with its own.
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
