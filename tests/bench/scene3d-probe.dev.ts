// Dev-only (not part of `npm run bench`): where the 3D room's still frame spends its time. Opens the
// bench's room of N articles (PROBE_N, default 500) in /configurator3d, then draws the view at rest
// again and again under toggles (shadow pass, no furniture, instanced instead of merged, gesture
// detail, half the pixels ...), round-robin so that the machine's load spreads over all of them,
// and prints each one's median frame start to one pixel read back, and the Chromium CPU per frame.
// Needs a build with a temporary debug hook, not committed: a component in RoomScene's Canvas that
// sets window.__sceneDebug = useThree((state) => state.get). Run with `npx tsx` after the build.
// PROBE_CONFIGS takes a+b for two toggles at once (zoom+perPixel: a close-up in three's Lambert).
// PROBE_CONSOLE=1 prints the page's console.
// PROBE_CAPTURE=<configs> saves each one's frame as /tmp/probe-<config>.png: look at what a toggle draws.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../../playwright.config';
import { freePort, startServer } from './browser';
import { treeCpuMs } from './scene3d/cpu';
import { median } from './scene3d/frames';
import { openFromHome } from './scene3d/measure';
import { open3d, saveRooms, sellerPage } from './scene3d/seller';

const N = Number(process.env.PROBE_N ?? 500);
const ROUNDS = Number(process.env.PROBE_ROUNDS ?? 4);
const PER = Number(process.env.PROBE_PER ?? 3);
const CONFIGS = (process.env.PROBE_CONFIGS ?? 'base,instanced,shadowPass,noFurniture,simple,half').split(',');

const dataDir = mkdtempSync(join(tmpdir(), 'arredo-probe-3d-'));
const port = await freePort();
const server = await startServer(port, dataDir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const base = `http://localhost:${port}`;
  const id = (await saveRooms(base, [N])).get(N)!;
  const { page } = await sellerPage(browser, base);
  if (process.env.PROBE_CONSOLE) page.on('console', (m) => console.error(`console ${m.type()}: ${m.text()}`));
  await openFromHome(page, base, id);
  await open3d(page);
  await page.waitForFunction(() => 'sceneDebug' in window || '__sceneDebug' in window, null, {
    timeout: 120_000,
  });
  await page.waitForTimeout(8000);
  await page.evaluate(probeSetup);
  const results = new Map<string, { ms: number[]; cpu: number[]; calls: number; tris: number }>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const config of CONFIGS) {
      const cpu0 = treeCpuMs(process.pid);
      const out = await page.evaluate(
        (args: [string, number]): { ms: number[]; calls: number; tris: number } =>
          (window as unknown as { __probe: { run(c: string, n: number): never } }).__probe.run(
            args[0],
            args[1],
          ),
        [config, PER] as [string, number],
      );
      const cpu = (treeCpuMs(process.pid) - cpu0) / (PER + 2);
      const entry = results.get(config) ?? { ms: [], cpu: [], calls: out.calls, tris: out.tris };
      entry.ms.push(...out.ms);
      entry.cpu.push(cpu);
      results.set(config, entry);
    }
    console.error(`round ${round + 1} load ${loadavg()[0]!.toFixed(1)}`);
  }
  for (const config of (process.env.PROBE_CAPTURE ?? '').split(',').filter(Boolean)) {
    const url = await page.evaluate(
      (c: string) => (window as unknown as { __probe: { capture(c: string): string } }).__probe.capture(c),
      config,
    );
    writeFileSync(`/tmp/probe-${config}.png`, Buffer.from(url.split(',')[1]!, 'base64'));
  }
  if (process.env.PROBE_SHOT) await page.screenshot({ path: process.env.PROBE_SHOT });
  for (const [config, r] of results)
    console.log(
      `${config.padEnd(14)} pixels ${median(r.ms).toFixed(0).padStart(5)} ms (min ${Math.min(...r.ms).toFixed(0)})  cpu/frame ${median(r.cpu).toFixed(0).padStart(5)} ms  calls ${r.calls} tris ${r.tris}`,
    );
  console.log(
    `load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

/** In the page: window.__probe.run(config, n) draws n frames under a toggle, restores, returns times. */
function probeSetup() {
  /* eslint-disable @typescript-eslint/no-explicit-any */
  const get = (window as any).__sceneDebug as () => any;
  const { gl, scene } = get();
  const ctx = gl.getContext() as WebGL2RenderingContext;
  let calls = 0;
  let tris = 0;
  const orig = { de: ctx.drawElements, dei: ctx.drawElementsInstanced };
  ctx.drawElements = function (mode: number, count: number, type: number, offset: number) {
    calls++;
    tris += count / 3;
    return orig.de.call(this, mode, count, type, offset);
  };
  ctx.drawElementsInstanced = function (m: number, c: number, t: number, o: number, n: number) {
    calls++;
    tris += (c / 3) * n;
    return orig.dei.call(this, m, c, t, o, n);
  };
  // The two furniture groups: the instanced one has the pickable meshes.
  const groups = scene.children.filter((o: any) => o.type === 'Group');
  const instancesIn = (g: any) =>
    g.children.reduce((n: number, c: any) => n + (c.isInstancedMesh ? c.count : 0), 0);
  const full = [...groups].sort((a: any, b: any) => instancesIn(b) - instancesIn(a))[0];
  const plain = groups.filter(
    (g: any) => g.children.length > 0 && g.children.every((c: any) => c.isMesh && !c.isInstancedMesh),
  );
  // At rest: the still furniture (merged, software profile) shows, the gesture detail does not.
  const still = plain.find((g: any) => g.visible) ?? full;
  const simple = plain.find((g: any) => !g.visible);
  const floor = scene.children.find((o: any) => o.isInstancedMesh && o.count === 1);
  const walls = groups.filter(
    (g: any) => g.children.length === 1 && g.children[0].isInstancedMesh && g.children[0].renderOrder === 1,
  );
  const Basic = (() => {
    const lam = full.children.find((c: any) => c.material.type === 'MeshLambertMaterial')?.material;
    return lam ? lam.constructor : null;
  })();
  // perPixel: the vertex-lit matte materials (quality/vertexLit.ts) swapped for three's own Lambert,
  // which lights every pixel (a clone keeps the colour and vertex colours, not the shader rewrite).
  const vertexLit: [any, any, any][] = [];
  scene.traverse((o: any) => {
    const key = o.material?.customProgramCacheKey?.() ?? '';
    if (key.startsWith('vertexLit')) vertexLit.push([o, o.material, o.material.clone()]);
  });
  // minimalShader: the vertex-lit materials swapped for a transform-only, one-colour program: what the
  // vertex-lit program costs beyond the bare minimum.
  const minimal = vertexLit.map(([o, own]) => {
    const m = own.clone();
    m.onBeforeCompile = (shader: any) => {
      shader.vertexShader =
        '#include <common>\nvoid main() {\n#include <begin_vertex>\n#include <project_vertex>\n}';
      shader.fragmentShader = 'void main() { gl_FragColor = vec4( 0.8, 0.8, 0.8, 1.0 ); }';
    };
    m.customProgramCacheKey = () => 'probeMinimal';
    return [o, own, m];
  });
  // recompile / recompilePerPixel: every frame builds the matte programs anew (vertex-lit, or three's
  // per-pixel Lambert), as many as the room opens with (materials that share a program still do):
  // what their compiles add to the first frame.
  let compiles = 0;
  const ownKeys = vertexLit.map(([, own]) => own.customProgramCacheKey);
  const recompile = (materials: any[]) => {
    compiles++;
    materials.forEach((m, i) => {
      const key = `probeCompile${compiles}:${m === vertexLit[i]![1] ? ownKeys[i]!() : ''}`;
      m.customProgramCacheKey = () => key;
      m.needsUpdate = true;
    });
  };
  const overrides: Record<string, [() => void, () => void]> = {
    // A narrow field of view: the middle of the room close up (round legs many pixels wide).
    zoom: [
      () => ((get().camera.fov = 6), get().camera.updateProjectionMatrix()),
      () => ((get().camera.fov = 45), get().camera.updateProjectionMatrix()),
    ],
    minimalShader: [
      () => minimal.forEach(([o, , m]) => (o.material = m)),
      () => minimal.forEach(([o, own]) => (o.material = own)),
    ],
    recompile: [
      () => recompile(vertexLit.map(([, own]) => own)),
      () =>
        vertexLit.forEach(
          ([, own], i) => ((own.customProgramCacheKey = ownKeys[i]), (own.needsUpdate = true)),
        ),
    ],
    recompilePerPixel: [
      () => (
        vertexLit.forEach(([o, , perPixel]) => (o.material = perPixel)),
        recompile(vertexLit.map(([, , perPixel]) => perPixel))
      ),
      () => vertexLit.forEach(([o, own]) => (o.material = own)),
    ],
    // The floor without its shadow lookup: the furniture's and walls' variant of the material.
    floorUnshadowed: [
      () =>
        (floor.material = vertexLit.find(([o]) => o.isInstancedMesh && o !== floor)?.[1] ?? floor.material),
      () => (floor.material = vertexLit.find(([o]) => o === floor)?.[1] ?? floor.material),
    ],
    perPixel: [
      () => vertexLit.forEach(([o, , perPixel]) => (o.material = perPixel)),
      () => vertexLit.forEach(([o, own]) => (o.material = own)),
    ],
    base: [() => {}, () => {}],
    shadowPass: [() => (gl.shadowMap.needsUpdate = true), () => {}],
    noFurniture: [() => (still.visible = false), () => (still.visible = true)],
    instanced: [
      () => ((still.visible = false), (full.visible = true)),
      () => ((full.visible = still === full), (still.visible = true)),
    ],
    simple: [
      () => ((still.visible = false), (simple.visible = true)),
      () => ((still.visible = true), (simple.visible = false)),
    ],
    noFloor: [() => (floor.visible = false), () => (floor.visible = true)],
    noWalls: [
      () => walls.forEach((w: any) => (w.children[0].visible = false)),
      () => walls.forEach((w: any) => (w.children[0].visible = true)),
    ],
    roomOnly: [() => (floor.visible = false), () => (floor.visible = true)],
    lambert: [
      () => (scene.overrideMaterial = Basic ? new Basic({ color: '#888' }) : null),
      () => (scene.overrideMaterial = null),
    ],
    half: [() => gl.setPixelRatio(0.5), () => gl.setPixelRatio(1)],
    tiny: [() => gl.setPixelRatio(0.1), () => gl.setPixelRatio(1)],
    noShadowMap: [
      () => {
        gl.shadowMap.enabled = false;
        scene.traverse((o: any) => o.material && (o.material.needsUpdate = true));
      },
      () => {
        gl.shadowMap.enabled = true;
        scene.traverse((o: any) => o.material && (o.material.needsUpdate = true));
      },
    ],
  };
  // a+b: both toggles at once (on in order, off in reverse).
  const toggles = (config: string): [() => void, () => void] => {
    const parts = config.split('+').map((name) => overrides[name]!);
    return [() => parts.forEach(([on]) => on()), () => [...parts].reverse().forEach(([, off]) => off())];
  };
  (window as any).__probe = {
    capture(config: string) {
      const [on, off] = toggles(config);
      on();
      gl.render(scene, get().camera);
      const url = gl.domElement.toDataURL('image/png');
      off();
      return url;
    },
    run(config: string, n: number) {
      const [on, off] = toggles(config);
      const ms: number[] = [];
      const pixel = new Uint8Array(4);
      const { camera } = get();
      // One warm-up frame (a toggle may compile programs), then n measured.
      for (let i = 0; i <= n; i++) {
        on();
        calls = 0;
        tris = 0;
        const start = performance.now();
        gl.render(scene, camera);
        ctx.readPixels(0, 0, 1, 1, ctx.RGBA, ctx.UNSIGNED_BYTE, pixel);
        if (i > 0) ms.push(performance.now() - start);
      }
      const out = { ms, calls, tris: Math.round(tris) };
      off();
      gl.render(scene, camera);
      return out;
    },
  };
}
