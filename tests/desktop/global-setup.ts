// Says once, plainly, when the desktop suite cannot run here; otherwise builds the app it launches.
import { spawnSync } from 'node:child_process';
import { findElectronBinary, SKIP_MESSAGE } from './electron-binary';

export default function globalSetup(): void {
  const binary = findElectronBinary(process.cwd());
  if (!binary.found) {
    console.log(SKIP_MESSAGE(binary.reason));
    return;
  }
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`scripts/build.mjs failed (exit ${build.status})`);
}
