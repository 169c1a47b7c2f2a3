// A stand-in for the `electron` module, for running the built main bundle (dist/main/index.mjs) under plain
// Node: `node --import ./tests/desktop/fake-electron.mjs dist/main/index.mjs`. It answers both `import`
// (main) and `require` (electron-log), reports what main does as JSON lines on stdout, and plays a user who
// closes the window once the page has loaded. FAKE_ELECTRON_SCENARIO makes the page act as the renderer
// would over IPC first (see `scenarios` below). Every outgoing connection and DNS lookup to anything but
// loopback is reported, so a test can tell whether start-up needs the network.
/* global process, console, fetch, setTimeout */
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import Module, { register, syncBuiltinESMExports } from 'node:module';
import dns from 'node:dns';
import net from 'node:net';
import { join } from 'node:path';

const report = (event, detail = {}) => console.log(`FAKE-ELECTRON ${JSON.stringify({ event, ...detail })}`);

const loopback = (host) => ['127.0.0.1', '::1', 'localhost', undefined, null, ''].includes(host);
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  // net.connect() passes its normalised arguments as one array.
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const options = typeof first === 'object' && first !== null ? first : { port: first, host: args[1] };
  if (!options.path && !loopback(options.host)) report('network', { kind: 'connect', host: options.host });
  return connect.apply(this, args);
};
const lookup = dns.lookup;
dns.lookup = function (hostname, ...rest) {
  if (!loopback(hostname)) report('network', { kind: 'dns', host: hostname });
  return lookup.call(this, hostname, ...rest);
};
// `import { lookup } from 'node:dns'` sees the wrapped functions too.
syncBuiltinESMExports();

const paths = { appData: process.env.FAKE_ELECTRON_APP_DATA ?? '/tmp' };
const app = Object.assign(new EventEmitter(), {
  isPackaged: false,
  getVersion: () => '0.1.0',
  getName: () => 'Arredo',
  getAppPath: () => process.cwd(),
  getPath: (name) => paths[name] ?? `${paths.appData}/${name}`,
  setAsDefaultProtocolClient: (scheme) => {
    report('protocol', { scheme });
    return true;
  },
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
  fetch: (url) => fetch(url),
};

const ipcListeners = new Map();
const ipcMain = {
  on: (channel, listener) => ipcListeners.set(channel, [...(ipcListeners.get(channel) ?? []), listener]),
  handle: (channel) => report('ipcHandle', { channel }),
};

/** The page sends on an IPC channel, as the preload's host object does, from the window's main frame. */
function rendererSends(window, channel, payload) {
  const event = { sender: window.webContents, senderFrame: { url: window.loadedUrl, parent: null } };
  for (const listener of ipcListeners.get(channel) ?? []) listener(event, payload);
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const recoveryFile = () => join(paths.userData, 'recovery', 'project.json');
const appLoaded = { status: 0, action: 'APP', msg: 'APP loaded' };

/** What the page does once loaded, before the user closes the window. */
const scenarios = {
  // The user edits a project, then the machine loses power: no quit, no clean-up.
  'keep-and-crash': async (window) => {
    rendererSends(window, 'arredo:to-host', appLoaded);
    rendererSends(window, 'arredo:recovery-keep', {
      schemaVersion: 2,
      id: 7,
      des: 'Kitchen Rossi',
      rows: [],
    });
    while (!existsSync(recoveryFile())) await wait(10);
    report('crash');
    process.kill(process.pid, 'SIGKILL');
  },
  // The next start: the page says it is loaded and waits for what main tells it.
  'load-and-listen': async (window) => {
    rendererSends(window, 'arredo:to-host', appLoaded);
    await wait(300);
  },
};

class BrowserWindow extends EventEmitter {
  constructor(options) {
    super();
    this.bounds = { x: options.x ?? 100, y: options.y ?? 80, width: options.width, height: options.height };
    this.webContents = Object.assign(new EventEmitter(), {
      id: 1,
      setWindowOpenHandler: () => report('windowOpenHandler'),
      send: (channel, payload) => report('send', { channel, payload }),
      reload: () => report('reload'),
    });
    const { webPreferences, ...placement } = options;
    report('window', {
      webPreferences,
      bounds: { x: placement.x, y: placement.y, width: placement.width, height: placement.height },
    });
  }
  async loadURL(url) {
    this.loadedUrl = url;
    report('loadURL', { url });
    if (url.startsWith('http://127.0.0.1:')) {
      const response = await fetch(url);
      const title = /<title>(.*?)<\/title>/.exec(await response.text())?.[1] ?? null;
      report('loaded', { status: response.status, title });
    }
    headersListener?.({ url, responseHeaders: {} }, ({ responseHeaders }) =>
      report('headers', { csp: responseHeaders?.['Content-Security-Policy'] ?? null }),
    );
    const scenario = scenarios[process.env.FAKE_ELECTRON_SCENARIO ?? ''];
    if (scenario) await scenario(this);
    // The user closes the only window.
    setTimeout(() => {
      this.emit('close');
      this.emit('closed');
      app.emit('window-all-closed');
    }, 50);
  }
  getNormalBounds = () => ({ ...this.bounds });
  isMaximized = () => false;
  maximize() {}
  isDestroyed = () => false;
  isMinimized = () => false;
  restore() {}
  show() {}
  focus() {}
}

const labels = (template) =>
  template.map((item) =>
    item.submenu
      ? { label: item.label, submenu: labels(item.submenu) }
      : (item.label ?? item.role ?? item.type),
  );

const Menu = {
  buildFromTemplate: (template) => ({ template }),
  setApplicationMenu: (menu) => report('menu', { labels: labels(menu.template) }),
};

const display = { id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } };

const electron = {
  app,
  BrowserWindow,
  Menu,
  screen: { getPrimaryDisplay: () => display, getAllDisplays: () => [display] },
  session: { defaultSession },
  ipcMain,
  shell: { openExternal: async () => undefined },
  dialog: {
    showErrorBox: (title, content) => report('errorBox', { title, content }),
    showSaveDialog: async () => ({ canceled: true, filePath: '' }),
  },
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
