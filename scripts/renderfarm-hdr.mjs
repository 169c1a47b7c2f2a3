// Writes the render farm's environment maps (resources/renderfarm/<lighting>.hdr): small
// equirectangular Radiance HDR pictures of a room lit by a window (daylight, evening) or by
// softboxes (studio). They ship with the app, so nothing is downloaded at run time; the render
// worker pre-filters them (PMREM) into the light and reflections the furniture receives.
// Usage: node scripts/renderfarm-hdr.mjs
import { mkdirSync, writeFileSync } from 'node:fs';

const W = 256;
const H = 128;

/** Smooth 0..1 inside a rectangle of azimuth and elevation (degrees), soft at the edges. */
function panel(az, el, az0, az1, el0, el1, soft = 3) {
  const s = (x) => Math.min(1, Math.max(0, x));
  const inAz = s((az - az0) / soft) * s((az1 - az) / soft);
  const inEl = s((el - el0) / soft) * s((el1 - el) / soft);
  return inAz * inEl;
}

const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);
const add = (a, b, k = 1) => a.map((v, i) => v + b[i] * k);

/** Radiance (linear RGB) seen in a direction: azimuth -180..180 (0 = +z), elevation -90..90. */
const scenes = {
  daylight(az, el) {
    const wall = [0.55, 0.53, 0.5];
    const floor = [0.3, 0.25, 0.2];
    const ceiling = [0.75, 0.74, 0.72];
    let c = el < -5 ? floor : el > 50 ? ceiling : mix(wall, ceiling, Math.max(0, (el - 20) / 30));
    // A tall window on the left front, sky above a bright garden.
    const win = panel(az, el, -120, -40, -10, 55);
    const sky = el > 8 ? [5.5, 6.5, 8.5] : [2.6, 2.8, 2.2];
    c = add(c, sky, win);
    // The sun's patch through the window.
    c = add(c, [120, 110, 95], panel(az, el, -78, -70, 36, 42, 1.5));
    // A second, smaller window behind.
    c = add(c, [3.5, 4, 5], panel(az, el, 120, 165, 5, 45));
    return c;
  },
  evening(az, el) {
    const wall = [0.16, 0.15, 0.17];
    const floor = [0.08, 0.06, 0.05];
    let c = el < -5 ? floor : mix(wall, [0.2, 0.2, 0.26], Math.max(0, el / 90));
    // A low orange sun through the window and a deep blue sky above it.
    const win = panel(az, el, -110, -40, -10, 50);
    const sky = el > 20 ? [0.8, 0.9, 1.6] : mix([6, 2.6, 0.9], [1.6, 1.1, 1.3], Math.max(0, el / 20));
    c = add(c, sky, win);
    c = add(c, [90, 40, 10], panel(az, el, -72, -64, 6, 12, 1.5));
    // Warm lamps inside the room.
    c = add(c, [14, 9, 4.5], panel(az, el, 60, 72, 35, 47, 2));
    c = add(c, [10, 6.5, 3.2], panel(az, el, 150, 160, 25, 33, 2));
    return c;
  },
  studio(az, el) {
    let c = el < -5 ? [0.18, 0.18, 0.18] : mix([0.22, 0.22, 0.22], [0.3, 0.3, 0.3], Math.max(0, el / 90));
    // Key softbox left front, fill right, a wide overhead strip and a rim light behind.
    c = add(c, [16, 15.5, 15], panel(az, el, -70, -25, 15, 60, 6));
    c = add(c, [6, 6.2, 6.5], panel(az, el, 30, 80, 10, 50, 6));
    c = add(c, [9, 9, 9], panel(az, el, -40, 40, 70, 88, 5));
    c = add(c, [5, 5, 5], panel(az, el, 150, 190, 20, 50, 5));
    c = add(c, [5, 5, 5], panel(az, el, -190, -150, 20, 50, 5));
    return c;
  },
};

function rgbe([r, g, b]) {
  const m = Math.max(r, g, b);
  if (m < 1e-32) return [0, 0, 0, 0];
  const e = Math.ceil(Math.log2(m) + 1e-9);
  const f = 256 / 2 ** e;
  return [
    Math.min(255, Math.floor(r * f)),
    Math.min(255, Math.floor(g * f)),
    Math.min(255, Math.floor(b * f)),
    e + 128,
  ];
}

mkdirSync('resources/renderfarm', { recursive: true });
for (const [name, radiance] of Object.entries(scenes)) {
  const header = Buffer.from(
    `#?RADIANCE\n# Arredo render farm: ${name}\nFORMAT=32-bit_rle_rgbe\n\n-Y ${H} +X ${W}\n`,
  );
  const pixels = Buffer.alloc(W * H * 4);
  for (let y = 0; y < H; y++) {
    const el = 90 - ((y + 0.5) / H) * 180;
    for (let x = 0; x < W; x++) {
      // three.js equirect: u = 0.5 looks down -z... azimuth measured from +z here, so shift half a turn.
      const az = ((x + 0.5) / W) * 360 - 180;
      pixels.set(rgbe(radiance(az, el)), (y * W + x) * 4);
    }
  }
  writeFileSync(`resources/renderfarm/${name}.hdr`, Buffer.concat([header, pixels]));
}
console.log('resources/renderfarm/{daylight,evening,studio}.hdr written');
