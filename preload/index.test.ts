// Runs the real preload entry, bundled the way scripts/build.mjs bundles it, against a fake Electron.
import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { runInNewContext } from 'node:vm';
import { EventEmitter } from 'node:events';

async function runPreload() {
  const result = await build({
    entryPoints: ['preload/index.ts'],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    external: ['electron'],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  const exposed: { key: string; api: unknown }[] = [];
  const required: string[] = [];
  const ipcRenderer = Object.assign(new EventEmitter(), { send: () => undefined, invoke: async () => null });
  const fakeElectron = {
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.push({ key, api }) },
    ipcRenderer,
  };
  runInNewContext(code, {
    require: (name: string) => {
      required.push(name);
      if (name !== 'electron') throw new Error(`A sandboxed preload cannot require ${name}`);
      return fakeElectron;
    },
    process: { argv: ['arredo', '--arredo-version=2.0.0'], platform: 'win32' },
    module: { exports: {} },
    exports: {},
  });
  return { exposed, required };
}

describe('preload entry', () => {
  it('exposes exactly one object, arredoHost, and requires nothing but electron', async () => {
    const { exposed, required } = await runPreload();
    expect(required).toEqual(['electron']);
    expect(exposed.map((entry) => entry.key)).toEqual(['arredoHost']);
    expect(exposed[0]?.api).toMatchObject({ version: '2.0.0', platform: 'win32' });
    expect(exposed[0]?.api).not.toHaveProperty('ipcRenderer');
  });
});
