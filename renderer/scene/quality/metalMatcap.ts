// A studio reflection for metal finishes in the live view, generated in code (nothing fetched):
// a matcap, the sphere of reflections a polished metal shows, looked up once per pixel from the
// surface's normal. Only the metal surfaces (handles, rails, sinks, hobs) use it, so the room pays
// one texture lookup on a few pixels instead of image-based light on every surface, and steel and
// chrome read as metal (bright sky above, a dark horizon line, the floor's grey below) rather than
// the dark grey a rough lit surface with no environment shows.

/** The matcap's side, px: small (16 KB) and blurred anyway by the finishes' roughness. */
export const MATCAP_SIZE = 64;

const smooth = (edge0: number, edge1: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

/**
 * Brightness (0-1) of the studio seen in a direction (view space: y up, z towards the viewer):
 * a bright ceiling with two soft boxes, a dark band at the horizon, a mid-grey floor, and a soft
 * light behind the viewer, so that a face turned to the camera (a bar handle's front) reads bright.
 */
export function studioLight(x: number, y: number, z: number): number {
  const sky = 0.72 + 0.22 * smooth(0, 0.9, y);
  const boxes =
    0.3 * smooth(0.25, 0.05, Math.hypot(x - 0.45, y - 0.6)) +
    0.2 * smooth(0.3, 0.05, Math.hypot(x + 0.5, y - 0.35));
  // The room's floor is a light beige: seen from above, a handle mostly reflects it.
  const ground = 0.45 + 0.12 * smooth(-1, -0.2, -y) * (0.6 + 0.4 * z);
  const horizon = 0.2;
  // Below the horizon band the floor, inside it the dark line, above it the sky.
  const upper = smooth(0.02, 0.3, y);
  const lower = smooth(-0.08, -0.35, y);
  const base = upper * Math.min(1, sky + boxes) + lower * ground + (1 - upper - lower) * horizon;
  const behind = 0.75 * smooth(0.55, 0.95, z) * smooth(0.5, 0.1, Math.hypot(x + 0.1, y - 0.05));
  return Math.min(1, Math.max(0, base + behind));
}

/**
 * The matcap's RGBA pixels, row 0 at the bottom (three samples matcaps with v up): each pixel is a
 * sphere normal, whose reflection of a view ray (0, 0, -1) looks into the studio.
 */
export function metalMatcapPixels(size = MATCAP_SIZE): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      let nx = ((column + 0.5) / size) * 2 - 1;
      let ny = ((row + 0.5) / size) * 2 - 1;
      const length = Math.hypot(nx, ny);
      if (length > 0.999) {
        nx /= length / 0.999;
        ny /= length / 0.999;
      }
      const nz = Math.sqrt(Math.max(0, 1 - nx * nx - ny * ny));
      // reflect((0, 0, -1), n) = (0, 0, -1) + 2 nz n
      const rx = 2 * nz * nx;
      const ry = 2 * nz * ny;
      const rz = -1 + 2 * nz * nz;
      const value = studioLight(rx, ry, rz);
      // Grazing angles reflect more (Fresnel), as a metal's rim does.
      const rim = 0.15 * (1 - nz) ** 3;
      const byte = Math.round(255 * Math.sqrt(Math.min(1, value + rim)));
      const at = (row * size + column) * 4;
      pixels[at] = byte;
      pixels[at + 1] = byte;
      pixels[at + 2] = Math.min(255, byte + 4);
      pixels[at + 3] = 255;
    }
  }
  return pixels;
}
