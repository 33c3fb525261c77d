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
  readonly kind: 'pglite' | 'postgres';
}
