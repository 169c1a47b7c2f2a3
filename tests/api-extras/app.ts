// The whole back end over a test store with its OWN data directory, so a suite can look at the
// files it writes (reports, uploads) and set the report-server address.
import { startTestApi, type TestApi } from '../support/api';
import { tempDir } from '../support/storage';
import type { StorageOptions } from '../../server/storage';

export type ExtrasApi = TestApi;

export async function startExtrasApi(
  target: StorageOptions,
  options: { reportServer?: string; catalogs?: boolean } = {},
): Promise<ExtrasApi> {
  return startTestApi(target, { ...options, dataDir: await tempDir('arredo-extras-data-') });
}
