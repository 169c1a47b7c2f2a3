// electron-builder.yml must agree with what main expects at run time (main/paths.ts, window-options.ts).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { LINK_SCHEME } from './links/project-link';

interface BuilderConfig {
  appId: string;
  productName: string;
  electronVersion: string;
  files: string[];
  asarUnpack: string[];
  extraResources: { from: string; to: string }[];
  icon: string;
  electronFuses: Record<string, boolean>;
  protocols: { name: string; schemes: string[] }[];
  linux: { target: string[] };
  win: { target: string[] };
  mac: { target: string[] };
}

const config = parse(readFileSync('electron-builder.yml', 'utf8')) as BuilderConfig;
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  main: string;
  optionalDependencies: Record<string, string>;
};

describe('electron-builder.yml', () => {
  it('names the app', () => {
    expect(config.appId).toBe('com.arredo.configurator');
    expect(config.productName).toBe('Arredo');
  });

  it('pins the Electron version of package.json', () => {
    expect(config.electronVersion).toBe(pkg.optionalDependencies.electron);
  });

  it('packs the main, preload and renderer bundles and the migrations the server reads', () => {
    expect(pkg.main).toBe('dist/main/index.mjs');
    expect(config.files).toEqual(
      expect.arrayContaining([
        'package.json',
        'dist/main/**',
        'dist/preload/**',
        'dist/renderer/**',
        'server/storage/migrations/**',
      ]),
    );
  });

  it('keeps the optional electron package (with its binary) out of the app', () => {
    expect(config.files).toContain('!node_modules/electron/**');
  });

  it('lays files out where main/paths.ts looks for them', () => {
    expect(config.asarUnpack).toContain('dist/renderer/**');
    expect(config.extraResources).toEqual([expect.objectContaining({ from: 'resources', to: 'resources' })]);
  });

  it('flips the fuses that would turn the packaged app into a general-purpose Node', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
    });
  });

  it('declares the arredo:// link scheme main handles', () => {
    expect(config.protocols).toEqual([{ name: 'Arredo project link', schemes: [LINK_SCHEME] }]);
  });

  it('builds AppImage and deb, nsis and dmg', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
  });

  it('has a 512x512 PNG icon', () => {
    const png = readFileSync(config.icon);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    // IHDR: width and height as big-endian 32-bit integers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
  });
});
