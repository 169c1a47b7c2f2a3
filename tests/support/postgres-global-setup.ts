// Vitest global set-up: one throwaway PostgreSQL 15 server for a whole run (`vitest run` without
// file filters, as npm test and CI). The storage suites (describeEachStorage) each make their own
// databases on it instead of an initdb and a server start per suite, which cost seconds each on a
// loaded machine. A run of chosen files starts no shared server (most touch no PostgreSQL): their
// storage suites start their own, as before. None where PostgreSQL cannot run (the suites say skipped).
import type { TestProject } from 'vitest/node';
import { postgresSkipReason, startPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://postgres@127.0.0.1:<port> of the run's shared server, or '' when there is none. */
    postgresBase: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Vitest's own field (internal) for the file filters of the command line.
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  if (postgresSkipReason() || (filters && filters.length > 0)) {
    project.provide('postgresBase', '');
    return async () => undefined;
  }
  // Room for two workers' suites, each with a few servers' pools open at once.
  const server = await startPostgres('arredo_shared', { maxConnections: 200 });
  project.provide('postgresBase', server.base);
  return () => server.stop();
}
