import type { Database } from './client.js';

/**
 * Builds statements once per database and hands the same ones back after: building a query with the
 * query builder costs the service more than PostgreSQL takes to run a small one. Prepare them unnamed
 * (`.prepare('')`), so PostgreSQL still plans every call with that call's values.
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
