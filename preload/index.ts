// The sandboxed preload (bundled to CommonJS: dist/preload/index.cjs). Exposes exactly one object,
// `window.arredoHost`, through contextBridge (security checklist #3: the app never touches Electron).
import { contextBridge, ipcRenderer } from 'electron';
import type { ArredoHostGlobal } from '../core/embed/host';
import { createHostObject } from './host-object';

const globalName: ArredoHostGlobal = 'arredoHost';
contextBridge.exposeInMainWorld(
  globalName,
  createHostObject({ ipc: ipcRenderer, argv: process.argv, platform: process.platform }),
);
