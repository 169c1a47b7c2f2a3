// Electron main entry (bundled to dist/main/index.mjs). Sets the app's identity and paths before anything
// reads them, then hands over to the testable bootstrap in main/app.ts.
import { app } from 'electron';
import { bootstrap } from './app';
import { createElectronFacade } from './electron/facade';
import { createLogger } from './electron/logger';
import { settingsFile } from './electron/settings-store';
import { userDataDir } from './launch-options';
import { logFile, logsDir } from './paths';

app.setName('Arredo');
// Before anything reads it (settings, logs, the single-instance lock): the same folder in development
// and packaged, or the one ARREDO_USER_DATA_DIR names.
const userData = userDataDir(process.env, app.getPath('appData'));
app.setPath('userData', userData);
app.setAppLogsPath(logsDir(userData));
if (process.platform === 'win32') app.setAppUserModelId('com.arredo.configurator');

const logger = createLogger(logFile(userData), app.isPackaged);
logger.info(`Arredo ${app.getVersion()} starting (${process.platform}, packaged: ${app.isPackaged})`);

bootstrap(createElectronFacade(logger, settingsFile(logger))).catch((error: unknown) => {
  logger.error('Arredo failed to start', error);
  app.exit(1);
});
