// Electron main entry (bundled to dist/main/index.mjs). Sets the app's identity and paths before anything
// reads them, then hands over to the testable bootstrap in main/app.ts.
import { app } from 'electron';
import { bootstrap } from './app';
import { createElectronFacade } from './electron/facade';
import { createLogger } from './electron/logger';
import { settingsReader } from './electron/settings-store';
import { userDataOverride } from './launch-options';
import { logFile, logsDir } from './paths';

// The same user-data folder (`<appData>/Arredo`) under `electron .` and in the packaged app.
app.setName('Arredo');
const userData = userDataOverride(process.env);
if (userData) app.setPath('userData', userData);
app.setAppLogsPath(logsDir(app.getPath('userData')));
if (process.platform === 'win32') app.setAppUserModelId('com.arredo.configurator');

const logger = createLogger(logFile(app.getPath('userData')));
logger.info(`Arredo ${app.getVersion()} starting (${process.platform}, packaged: ${app.isPackaged})`);

bootstrap(createElectronFacade(logger, settingsReader(logger))).catch((error: unknown) => {
  logger.error('Arredo failed to start', error);
  app.exit(1);
});
