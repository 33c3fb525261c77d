/**
 * The one data layer of the API: parameterised queries and transactions. PGlite and node-postgres
 * both fit it, so every repository runs on either.
 */
export interface Sql {
  query<Row>(text: string, params?: readonly unknown[]): Promise<{ rows: Row[] }>;
}

export interface Database extends Sql {
  /** Runs `work` in one transaction; a throw rolls it back and is rethrown. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons, without parameters (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` while holding a lock that every process using this database shares (a PostgreSQL
   * advisory lock on its own connection), so two replicas starting together take turns.
   */
  withExclusiveLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  readonly kind: 'pglite' | 'postgres';
  /** The folder of an embedded database on disk. */
  readonly dataDir?: string;
  /**
   * Closes an embedded database on disk while `work` runs, so another process may open it; the
   * next statement opens it again.
   */
  whileClosed?<T>(work: () => Promise<T>): Promise<T>;
}
