import type { TestProject } from 'vitest/node';
import { postgresAvailable, startPostgres, type RunningPostgres } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

let server: RunningPostgres | undefined;

/** One real PostgreSQL 15 for the whole run; every test file makes its own database in it. */
export async function setup(project: TestProject): Promise<void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  if (!postgresAvailable()) {
    console.warn('\n!! PostgreSQL 15 binaries not found: integration tests run on PGlite only.\n');
    project.provide('postgresUrl', null);
    return;
  }
  server = await startPostgres();
  project.provide('postgresUrl', server.url);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
