// Dev-only: pictures of kitchen worktops with their sink and hob cut-outs (issue 24), to look at
// what the 3D room draws of them: `npx tsx tests/bench/worktop-shots.dev.ts <dir>` writes
// <dir>/worktop-<view>.png (Top, Front, 3D), the canvas only. Builds first when dist/ is stale.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { compileModel, evaluate } from '../../core/catalog';
import { chromiumArgs } from '../../playwright.config';
import { sampleCatalog } from '../catalogs/samples';
import { buildIfNeeded, freePort, startServer } from './browser';
import { framesWhen } from './scene3d/frames';
import { openFromHome } from './scene3d/measure';
import { open3d, SELLER, sellerPage } from './scene3d/seller';

/** A 3.2 m run: sink base, base, drawers under an inset sink and a hob; an undermount sink beside. */
const ROWS = [
  { model: 'B1S', variant: 'WIDTH=800', x: 500, elevation: 0 },
  { model: 'B1', variant: 'WIDTH=600', x: 1200, elevation: 0 },
  { model: 'B3D', variant: 'WIDTH=800', x: 1900, elevation: 0 },
  {
    model: 'WT',
    variant: 'LENGTH=2400;SINKCUT=INSET;HOBCUT=true;WTMAT=QTZ;WTDECOR=QC',
    x: 1200,
    elevation: 870,
  },
  { model: 'B1S', variant: 'WIDTH=900', x: 2850, elevation: 0 },
  {
    model: 'WT',
    variant: 'LENGTH=900;SINKCUT=UNDER;HOBCUT=false;WTMAT=QTZ;WTDECOR=QC',
    x: 2850,
    elevation: 870,
  },
];

function project() {
  const kitchen = sampleCatalog('KITCHEN');
  const rows = ROWS.map((r, i) => {
    const result = evaluate(compileModel(kitchen, r.model), r.variant, {
      priceList: 'RETAIL-EUR',
      lang: 'en',
    });
    return {
      uniqueid: `r${i + 1}`,
      boxid: i + 1,
      catalog: 'KITCHEN',
      model: r.model,
      cod: result.erp[0]?.cod ?? r.model,
      erp: result.erp,
      var: result.variant,
      rule: [],
      layout: { x: r.x, y: 300, rotation: 0, elevation: r.elevation, wallId: null },
    };
  });
  const [w, d] = [3400, 2400];
  const corners = [
    [0, 0],
    [w, 0],
    [w, d],
    [0, d],
  ];
  const wallsVector = corners.map(([x, y], i) => {
    const [nx, ny] = corners[(i + 1) % 4]!;
    return { id: `w${i + 1}`, start: { x, y }, end: { x: nx, y: ny }, thickness: 100, height: 2700 };
  });
  return {
    schemaVersion: 2,
    des: 'Worktop cut-outs',
    status: 'assigned',
    currency: 'EUR',
    rows,
    envWall: { wallsVector, windowInstance: [], roomType: 'rt1', roomHeight: 2700, closed: true },
  };
}

const dir = process.argv[2] ?? '/tmp/worktop-shots';
buildIfNeeded();
mkdirSync(dir, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'arredo-worktop-'));
const port = Number(process.env.PORT ?? (await freePort()));
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
    body: JSON.stringify({ project: project() }),
  });
  if (reply.status !== 201) throw new Error(`${reply.status} ${await reply.text()}`);
  const { id } = (await reply.json()) as { id: number };
  const { page } = await sellerPage(browser, base, { frames: true });
  await openFromHome(page, base, id);
  await open3d(page);
  for (const view of ['Top', 'Front', '3D']) {
    await page.getByRole('button', { name: view, exact: true }).click({ force: true });
    await framesWhen(page, () => true, 120_000, 1500);
    await page.mouse.move(0, 0);
    const path = join(dir, `worktop-${view.toLowerCase()}.png`);
    await page.getByTestId('scene').locator('canvas').screenshot({ path, timeout: 120_000 });
    console.log(path);
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
