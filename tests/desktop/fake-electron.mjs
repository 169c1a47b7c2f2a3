// A stand-in for the `electron` module, for running the built main bundle (dist/main/index.mjs) under plain
// Node: `node --import ./tests/desktop/fake-electron.mjs dist/main/index.mjs`. It answers both `import`
// (main) and `require` (electron-log), reports what main does as JSON lines on stdout, and plays a user who
// closes the window once the page has loaded.
/* global process, console, fetch, setTimeout */
import { EventEmitter } from 'node:events';
import Module, { register } from 'node:module';

const report = (event, detail = {}) => console.log(`FAKE-ELECTRON ${JSON.stringify({ event, ...detail })}`);

const paths = { appData: process.env.FAKE_ELECTRON_APP_DATA ?? '/tmp' };
const app = Object.assign(new EventEmitter(), {
  isPackaged: false,
  getVersion: () => '0.1.0',
  getName: () => 'Arredo',
  getAppPath: () => process.cwd(),
  getPath: (name) => paths[name] ?? `${paths.appData}/${name}`,
  setPath: (name, path) => void (paths[name] = path),
  setName: (name) => report('setName', { name }),
  setAppLogsPath: (path) => void (paths.logs = path),
  setAppUserModelId: () => undefined,
  requestSingleInstanceLock: () => true,
  whenReady: async () => undefined,
  isReady: () => true,
  quit() {
    let prevented = false;
    app.emit('will-quit', { preventDefault: () => void (prevented = true) });
    report('quit', { prevented });
    if (!prevented) process.exit(0);
  },
  exit(code) {
    report('exit', { code });
    process.exit(code);
  },
});

let headersListener;
const defaultSession = {
  webRequest: { onHeadersReceived: (listener) => void (headersListener = listener) },
  setPermissionRequestHandler: () => undefined,
  setPermissionCheckHandler: () => undefined,
};

class BrowserWindow extends EventEmitter {
  constructor(options) {
    super();
    this.webContents = Object.assign(new EventEmitter(), {
      id: 1,
      setWindowOpenHandler: () => report('windowOpenHandler'),
      send: () => undefined,
    });
    report('window', { webPreferences: options.webPreferences });
  }
  async loadURL(url) {
    report('loadURL', { url });
    if (url.startsWith('http://127.0.0.1:')) {
      const response = await fetch(url);
      const title = /<title>(.*?)<\/title>/.exec(await response.text())?.[1] ?? null;
      report('loaded', { status: response.status, title });
    }
    headersListener?.({ url, responseHeaders: {} }, ({ responseHeaders }) =>
      report('headers', { csp: responseHeaders?.['Content-Security-Policy'] ?? null }),
    );
    // The user closes the only window.
    setTimeout(() => app.emit('window-all-closed'), 50);
  }
  isDestroyed = () => false;
  isMinimized = () => false;
  restore() {}
  show() {}
  focus() {}
}

const electron = {
  app,
  BrowserWindow,
  session: { defaultSession },
  ipcMain: { on: () => undefined, handle: () => undefined },
  shell: { openExternal: async () => undefined },
  dialog: { showErrorBox: (title, content) => report('errorBox', { title, content }) },
};
globalThis.__fakeElectron = electron;

// require('electron') (electron-log is CommonJS): a pre-filled module cache entry.
const id = `${process.cwd()}/__fake_electron__.cjs`;
const cached = new Module(id);
cached.filename = id;
cached.loaded = true;
cached.exports = electron;
Module._cache[id] = cached;
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === 'electron' ? id : resolveFilename.call(this, request, ...rest);
};

// import ... from 'electron' (main is an ES module): resolved to a module over the same object.
const names = Object.keys(electron);
const source = `const e = globalThis.__fakeElectron; export default e; ${names
  .map((name) => `export const ${name} = e.${name};`)
  .join(' ')}`;
const hooks = `export async function resolve(specifier, context, next) {
  if (specifier === 'electron') return { url: ${JSON.stringify(`data:text/javascript,${encodeURIComponent(source)}`)}, shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
