// The detection that decides between running and skipping the smoke test, on fake node_modules trees.
import { expect, test } from '@playwright/test';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findElectronBinary } from './electron-binary';

function projectWithElectron(indexJs?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'arredo-electron-probe-'));
  writeFileSync(join(root, 'package.json'), '{"name":"probe"}');
  if (indexJs !== undefined) {
    const dir = join(root, 'node_modules', 'electron');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), '{"name":"electron","main":"index.js"}');
    writeFileSync(join(dir, 'index.js'), indexJs);
  }
  return root;
}

test.describe('findElectronBinary', () => {
  const roots: string[] = [];
  test.afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  test('reports a missing package', () => {
    const root = projectWithElectron();
    roots.push(root);
    expect(findElectronBinary(root)).toEqual({
      found: false,
      reason: expect.stringContaining('node_modules/electron is not installed'),
    });
  });

  test('reports a package whose binary download failed', () => {
    const root = projectWithElectron("throw new Error('Electron failed to install correctly');");
    roots.push(root);
    expect(findElectronBinary(root)).toEqual({
      found: false,
      reason: 'node_modules/electron has no binary: Electron failed to install correctly',
    });
  });

  test('reports a binary that cannot be executed, and finds one that can', () => {
    const root = projectWithElectron("module.exports = require('path').join(__dirname, 'electron-bin');");
    roots.push(root);
    const bin = join(root, 'node_modules', 'electron', 'electron-bin');
    writeFileSync(bin, '#!/bin/sh\n');
    chmodSync(bin, 0o644);
    expect(findElectronBinary(root)).toEqual({
      found: false,
      reason: expect.stringContaining('not executable'),
    });
    chmodSync(bin, 0o755);
    expect(findElectronBinary(root)).toEqual({ found: true, path: bin });
  });
});
