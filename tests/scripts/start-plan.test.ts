// scripts/start-plan.mjs: what `npm start` builds before serving (issue 19: /embed-demo/ works on a
// fresh clone, so the integrator kit is built too).
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { START_BUILDS, STAMP, targetsToBuild } from '../../scripts/start-plan.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function write(root: string, file: string, at: number): void {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, '');
  utimesSync(path, at / 1000, at / 1000);
}

/** A checkout with every target's sources written at `sourcesAt`, and `built` outputs at `builtAt`. */
function checkout(built: boolean, sourcesAt = 1_000_000_000_000, builtAt = sourcesAt + 60_000): string {
  const root = mkdtempSync(join(tmpdir(), 'arredo-start-'));
  roots.push(root);
  for (const { sources, outputs } of START_BUILDS as { sources: string[]; outputs: string[] }[]) {
    for (const source of sources)
      write(root, source.endsWith('.mjs') ? source : join(source, 'index.ts'), sourcesAt);
    if (built) for (const output of outputs) write(root, output, builtAt);
  }
  if (built) write(root, STAMP, builtAt);
  return root;
}

describe('npm start builds what it serves', () => {
  it('builds everything on a fresh clone, the integrator kit of /embed-demo/ included', () => {
    expect(targetsToBuild(checkout(false))).toEqual(['renderer', 'server', 'kit']);
    const kit = (START_BUILDS as { target: string; outputs: string[] }[]).find((b) => b.target === 'kit');
    expect(kit?.outputs).toContain('dist/embed-demo/arredo-kit.js');
  });

  it('builds nothing when every output is newer than its sources', () => {
    expect(targetsToBuild(checkout(true))).toEqual([]);
  });

  it('builds the kit alone when its output is missing or a kit source changed', () => {
    const root = checkout(true);
    rmSync(join(root, 'dist/embed-demo/arredo-kit.js'));
    expect(targetsToBuild(root)).toEqual(['kit']);
    const changed = checkout(true);
    write(changed, 'integrator-kit/src/index.ts', Date.now());
    expect(targetsToBuild(changed)).toEqual(['kit']);
  });

  it('rebuilds the renderer and the server when core changes', () => {
    const root = checkout(true);
    write(root, 'core/index.ts', Date.now());
    expect(targetsToBuild(root)).toEqual(['renderer', 'server']);
  });
});
