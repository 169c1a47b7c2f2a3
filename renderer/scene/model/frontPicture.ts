import { extentOf, type Part } from '../parts';

export interface PicturePiece {
  parts: readonly Part[];
  /** Height of the piece's bottom above the floor (wall units hang). */
  elevation: number;
  /** Its width along the run. */
  width: number;
}

/**
 * A front view of pieces standing side by side, as SVG: every part drawn as its front face in its
 * finish's colour, back parts first so doors, drawers and handles lie over the carcass. Pure and
 * cheap (no WebGL), so a gallery of pictures costs nothing to show. Pieces that hang (wall units)
 * share the run with the floor pieces below them, as in a kitchen. With no floor piece (a wall unit or
 * a window alone) the picture is cut to the pieces, so they fill it instead of hanging small over an
 * empty floor.
 */
export function frontPictureSvg(pieces: readonly PicturePiece[], title: string): string {
  const floor = pieces.filter((p) => p.elevation < 300);
  const hung = pieces.filter((p) => p.elevation >= 300);
  const placed: { piece: PicturePiece; x: number }[] = [];
  let x = 0;
  for (const piece of floor) {
    placed.push({ piece, x: x + piece.width / 2 });
    x += piece.width;
  }
  // Wall units hang from the end of the floor run backwards, over the last floor units.
  let hx = x;
  for (const piece of hung) {
    hx -= piece.width;
    placed.push({ piece, x: Math.max(0, hx) + piece.width / 2 });
  }
  const runWidth = Math.max(x, ...placed.map((p) => p.x + p.piece.width / 2));
  const heights = (edge: 1 | -1) =>
    placed.flatMap(({ piece }) =>
      piece.parts.map((part) => piece.elevation + part.position[1] + (edge * extentOf(part)[1]) / 2),
    );
  const top = Math.max(1, ...heights(1));
  const standsOnFloor = floor.length > 0;
  const bottom = standsOnFloor ? 0 : Math.min(top - 1, ...heights(-1));
  const pad = Math.max(runWidth, top - bottom) * 0.08;
  const width = runWidth + 2 * pad;
  const height = top - bottom + 2 * pad;
  const faces = placed
    .flatMap(({ piece, x: centre }) =>
      piece.parts.map((part) => {
        // A turned part (a leaf or a sash ajar) shows as large as the box around it.
        const [w, h, d] = extentOf(part);
        return {
          z: part.position[2] + d / 2,
          x0: pad + centre + part.position[0] - w / 2,
          y0: pad + top - (piece.elevation + part.position[1] + h / 2),
          w,
          h,
          part,
        };
      }),
    )
    .sort((a, b) => a.z - b.z);
  const r = (v: number) => Math.round(v * 10) / 10;
  const rects = faces.map(
    (f) =>
      `<rect x="${r(f.x0)}" y="${r(f.y0)}" width="${r(f.w)}" height="${r(f.h)}" fill="${f.part.finish.color}"` +
      `${f.part.finish.opacity < 1 ? ` fill-opacity="${f.part.finish.opacity}"` : ''} stroke="#000" stroke-opacity="0.25" stroke-width="${r(Math.max(2, runWidth / 400))}"/>`,
  );
  const escaped = title.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${r(width)} ${r(height)}" preserveAspectRatio="xMidYMax meet">`,
    `<title>${escaped}</title>`,
    ...(standsOnFloor
      ? [`<rect x="0" y="${r(pad + top)}" width="${r(width)}" height="${r(pad)}" fill="#d9cfc1"/>`]
      : []),
    ...rects,
    '</svg>',
  ].join('');
}
