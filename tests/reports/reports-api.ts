// The report suites' server: the test API signed in as seller5, with its report store (DATA_DIR/reports)
// in a temporary folder, so the suites' files stay out of the checkout.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApi, type TestApi } from '../support/api';

export interface ReportsApi {
  api: TestApi;
  /** seller5's session token. */
  seller: string;
  /** Stops the server, puts DATA_DIR back and removes the folder. */
  close(): Promise<void>;
}

export async function startReportsApi(folderPrefix: string): Promise<ReportsApi> {
  const previousDataDir = process.env.DATA_DIR;
  const dataDir = await mkdtemp(join(tmpdir(), folderPrefix));
  process.env.DATA_DIR = dataDir;
  const api = await startTestApi({ inMemory: true });
  return {
    api,
    seller: await api.login('seller5'),
    close: async () => {
      await api.close();
      if (previousDataDir === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = previousDataDir;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
