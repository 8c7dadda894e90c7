import type { Db } from './database';

/**
 * A query built and prepared once per database instead of on every request: drizzle's SQL
 * building is skipped, and on PostgreSQL the statement is named, so each connection parses and
 * plans it once. `build` must call `.prepare(name)` with a name unique in the application.
 */
export function preparedPerDatabase<Prepared>(build: (db: Db) => Prepared): (db: Db) => Prepared {
  const prepared = new WeakMap<Db, Prepared>();
  return (db) => {
    let statement = prepared.get(db);
    if (statement === undefined) {
      statement = build(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
