// Says once, plainly, when the Electron smoke test cannot run on this machine.
import { findElectronBinary, SKIP_MESSAGE } from './electron-binary';

export default function globalSetup(): void {
  const binary = findElectronBinary(process.cwd());
  if (!binary.found) console.log(SKIP_MESSAGE(binary.reason));
}
