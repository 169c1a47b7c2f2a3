import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// The kit as an integrator installs it: built by its own script into dist/, an ES module with type
// declarations, reached through package.json's exports.
const kit = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(resolve(kit, 'package.json'), 'utf8')) as {
  type: string;
  exports: { '.': { types: string; import: string } };
};

describe('the kit package', () => {
  it('builds an ES module and its type declarations where package.json points', async () => {
    execFileSync(process.execPath, [resolve(kit, 'build.mjs')], { stdio: 'pipe' });
    expect(pkg.type).toBe('module');
    const code = resolve(kit, pkg.exports['.'].import);
    const types = resolve(kit, pkg.exports['.'].types);
    expect(existsSync(code) && existsSync(types)).toBe(true);
    expect(readFileSync(code, 'utf8')).toMatch(/^export \{/m);
    // Self-contained: no import of anything else.
    expect(readFileSync(code, 'utf8')).not.toMatch(/^import /m);
    const declarations = readFileSync(types, 'utf8');
    expect(declarations).toMatch(/export declare function connect\(/);
    expect(declarations).toMatch(/ArredoError/);
    const module = (await import(pathToFileURL(code).href)) as Record<string, unknown>;
    expect(typeof module.connect).toBe('function');
    expect(Array.isArray(module.ARREDO_ACTIONS)).toBe(true);
  });
});
