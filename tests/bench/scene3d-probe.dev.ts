// Dev-only (not part of `npm run bench`): where the 3D room's still frame spends its time. Opens the
// bench's room of N articles (PROBE_N, default 500) in /configurator3d, then draws the view at rest
// again and again under toggles (shadow pass, no furniture, gesture detail, merged full detail, plain
// material, half the pixels ...), round-robin so that the machine's load spreads over all of them,
// and prints each one's median frame start to one pixel read back, and the Chromium CPU per frame.
// Needs a build with a temporary debug hook, not committed: a component in RoomScene's Canvas that
// sets window.__sceneDebug = useThree((state) => state.get). Run with `npx tsx` after the build.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../../playwright.config';
import { freePort, startServer } from './browser';
import { treeCpuMs } from './scene3d/cpu';
import { median } from './scene3d/frames';
import { furnishedProject } from './scene3d/project';

const N = Number(process.env.PROBE_N ?? 500);
const ROUNDS = Number(process.env.PROBE_ROUNDS ?? 4);
const PER = Number(process.env.PROBE_PER ?? 3);
const CONFIGS = (process.env.PROBE_CONFIGS ?? 'base,shadowPass,noFurniture,simple,merged,basic,half').split(
  ',',
);
const SELLER = { id: 'MILANO', user: 'seller5', password: 'arredo-seller5' };

const dataDir = mkdtempSync(join(tmpdir(), 'arredo-probe-3d-'));
const port = await freePort();
const server = await startServer(port, dataDir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const base = `http://localhost:${port}`;
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SELLER),
  });
  const { sessionId } = (await login.json()) as { sessionId: string };
  const reply = await fetch(`${base}/api/v1/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionId}` },
    body: JSON.stringify({ project: furnishedProject(N) }),
  });
  const { id } = (await reply.json()) as { id: number };
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  await context.request.post(`${base}/api/v1/auth/login`, { data: SELLER });
  const page = await context.newPage();
  await page.addInitScript('globalThis.__name = (f) => f');
  await page.goto(`${base}/home?e2e=1`);
  await page.waitForFunction(() => document.documentElement.dataset.homeInteractive === 'true', null, {
    timeout: 60_000,
  });
  await page.evaluate(async (projectId) => {
    const { dispatch } = (
      window as unknown as {
        __arredoE2E: { actions: { dispatch: (n: string, a?: unknown) => Promise<unknown> } };
      }
    ).__arredoE2E.actions;
    await dispatch('openProject', { id: projectId });
    await dispatch('navigate', { path: '/configurator3d' });
  }, id);
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
  // A merged copy of the full detail, built here from the instanced meshes.
  const first = full.children[0];
  const Mesh = Object.getPrototypeOf(first.constructor.prototype).constructor;
  const BufferGeometry =
    first.geometry.constructor.name === 'BufferGeometry'
      ? first.geometry.constructor
      : Object.getPrototypeOf(first.geometry.constructor.prototype).constructor;
  const Attr = first.geometry.getAttribute('position').constructor;
  const merged = new full.constructor();
  const camPos = get().camera.position;
  const mergeMesh = (mesh: any, sort: boolean) => {
    const pos = mesh.geometry.getAttribute('position').array as Float32Array;
    const nor = mesh.geometry.getAttribute('normal').array as Float32Array;
    const idx = mesh.geometry.index.array as Uint16Array;
    const m = mesh.instanceMatrix.array as Float32Array;
    const count = mesh.count;
    const vc = pos.length / 3;
    const P = new Float32Array(count * vc * 3);
    const Nn = new Float32Array(count * vc * 3);
    const I = new Uint32Array(count * idx.length);
    let order = [...Array(count).keys()];
    if (sort) {
      const d = (i: number) =>
        (m[i * 16 + 12]! - camPos.x) ** 2 +
        (m[i * 16 + 13]! - camPos.y) ** 2 +
        (m[i * 16 + 14]! - camPos.z) ** 2;
      order = order.sort((a, b) => d(a) - d(b));
    }
    order.forEach((inst, k) => {
      const e = m.subarray(inst * 16, inst * 16 + 16);
      for (let v = 0; v < vc; v++) {
        const x = pos[v * 3]!,
          y = pos[v * 3 + 1]!,
          z = pos[v * 3 + 2]!;
        const o = (k * vc + v) * 3;
        P[o] = e[0]! * x + e[4]! * y + e[8]! * z + e[12]!;
        P[o + 1] = e[1]! * x + e[5]! * y + e[9]! * z + e[13]!;
        P[o + 2] = e[2]! * x + e[6]! * y + e[10]! * z + e[14]!;
        // Axis-aligned scales and rotations: the normal through the matrix, normalised.
        const nx = nor[v * 3]!,
          ny = nor[v * 3 + 1]!,
          nz = nor[v * 3 + 2]!;
        const sx = e[0]! * e[0]! + e[1]! * e[1]! + e[2]! * e[2]!;
        const sy = e[4]! * e[4]! + e[5]! * e[5]! + e[6]! * e[6]!;
        const sz = e[8]! * e[8]! + e[9]! * e[9]! + e[10]! * e[10]!;
        const a = (e[0]! * nx) / sx + (e[4]! * ny) / sy + (e[8]! * nz) / sz;
        const b = (e[1]! * nx) / sx + (e[5]! * ny) / sy + (e[9]! * nz) / sz;
        const c = (e[2]! * nx) / sx + (e[6]! * ny) / sy + (e[10]! * nz) / sz;
        const l = Math.hypot(a, b, c) || 1;
        Nn[o] = a / l;
        Nn[o + 1] = b / l;
        Nn[o + 2] = c / l;
      }
      for (let j = 0; j < idx.length; j++) I[k * idx.length + j] = k * vc + idx[j]!;
    });
    const g = new BufferGeometry();
    g.setAttribute('position', new Attr(P, 3));
    g.setAttribute('normal', new Attr(Nn, 3));
    g.setIndex(new Attr(I, 1));
    g.computeBoundingSphere();
    const material = mesh.material.clone();
    const out = new Mesh(g, material);
    out.castShadow = mesh.castShadow;
    out.receiveShadow = mesh.receiveShadow;
    out.renderOrder = mesh.renderOrder;
    return out;
  };
  const t0 = performance.now();
  for (const mesh of full.children) merged.add(mergeMesh(mesh, false));
  const mergeMs = performance.now() - t0;
  const sorted = new merged.constructor();
  for (const mesh of full.children) sorted.add(mergeMesh(mesh, true));
  merged.visible = false;
  sorted.visible = false;
  scene.add(merged);
  scene.add(sorted);
  const Basic = (() => {
    const lam = full.children.find((c: any) => c.material.type === 'MeshLambertMaterial')?.material;
    return lam ? lam.constructor : null;
  })();
  const overrides: Record<string, [() => void, () => void]> = {
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
    merged: [
      () => ((full.visible = false), (merged.visible = true)),
      () => ((full.visible = true), (merged.visible = false)),
    ],
    sorted: [
      () => ((full.visible = false), (sorted.visible = true)),
      () => ((full.visible = true), (sorted.visible = false)),
    ],
    mergedShadow: [
      () => ((full.visible = false), (merged.visible = true), (gl.shadowMap.needsUpdate = true)),
      () => ((full.visible = true), (merged.visible = false)),
    ],
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
  (window as any).__probe = {
    mergeMs,
    run(config: string, n: number) {
      const [on, off] = overrides[config]!;
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
