import { closetParts, sectionsOf, type ClosetModel, type ClosetPanel } from '../../../core/closet';
import { FINISHES, finishOf, text } from './finishes';
import type { BuildInput } from './input';
import type { Finish, Part, Vec3 } from './types';

/**
 * A closet row drawn as it will be built: every panel and fitting of core's closetParts (the same
 * list the cut list and the BOM print), so the 3D model and the BOM cannot disagree. Carcass boards
 * in the CARCASS finish, fronts in FINISH, with their real thickness; rails, tracks and handles in
 * metal. Core's frame (x from the left edge, z from the back wall) is moved to the item frame
 * (origin at the footprint's centre, z to the front).
 */

/** Leather tab pulls (CH2), as the catalogue names them. */
const LEATHER: Finish = { color: '#9A5B2E', roughness: 0.7, metalness: 0, opacity: 1 };
const RAIL_DIAMETER = 25;
/** A section at fault: its parts in signal red, and a see-through red pane over its opening. */
export const FAULT_FINISH: Finish = { color: '#D7263D', roughness: 0.6, metalness: 0, opacity: 1 };
export const FAULT_PANE: Finish = { color: '#D7263D', roughness: 0.9, metalness: 0, opacity: 0.45 };

type Box = Pick<ClosetPanel, 'x' | 'y' | 'z' | 'width' | 'height' | 'depth'>;

export function closetBuilder(input: BuildInput & { closet: ClosetModel }): Part[] {
  const { closet, variables, values } = input;
  const faults = new Set(input.closetFaults ?? []);
  const marked = (section: number | undefined, finish: Finish) =>
    section !== undefined && faults.has(section) ? FAULT_FINISH : finish;
  const { width: W, depth: D } = closet.structure;
  const carcass = finishOf(variables, values, 'CARCASS', FINISHES.carcassWhite);
  const front = finishOf(variables, values, 'FINISH', FINISHES.frontWhite);
  const handleCode = text(values, 'HANDLE', 'CH1');
  const centre = (b: Box): Vec3 => [b.x + b.width / 2 - W / 2, b.y + b.height / 2, b.z + b.depth / 2 - D / 2];
  const box = (b: Box, finish: Finish, merge?: Part['merge']): Part => ({
    shape: 'box',
    size: [b.width, b.height, b.depth],
    position: centre(b),
    finish,
    ...(merge ? { merge } : {}),
  });

  const { panels, fittings } = closetParts(closet);
  const parts: Part[] = [];
  const handles: Box[] = [];
  const leafIndex = new Map<number, number>();
  for (const p of panels) {
    if (p.width <= 0 || p.height <= 0 || p.depth <= 0) continue;
    if (p.kind === 'plinth') parts.push(box(p, FINISHES.plinth));
    else if (p.kind === 'door' || p.kind === 'sliding-door') {
      parts.push(box(p, marked(p.section, front), 'fronts'));
      if (p.kind === 'door') {
        // Leaves of one area hinge outwards in pairs: the grip is on the other edge.
        const i = leafIndex.get(p.section ?? 0) ?? 0;
        leafIndex.set(p.section ?? 0, i + 1);
        const gripX = i % 2 === 0 ? p.x + p.width - 60 : p.x + 40;
        handles.push({
          x: gripX,
          y: p.y + p.height / 2 - 160,
          z: p.z + p.depth,
          width: 20,
          height: 320,
          depth: 25,
        });
      }
    } else if (p.kind === 'drawer-front') {
      // An inner front behind doors is a carcass board; a visible one is a front with its grip.
      const visible = p.edges === 4;
      parts.push(box(p, marked(p.section, visible ? front : carcass)));
      if (visible) {
        const w = Math.min(320, p.width - 40);
        handles.push({
          x: p.x + (p.width - w) / 2,
          y: p.y + p.height - 50,
          z: p.z + p.depth,
          width: w,
          height: 20,
          depth: 25,
        });
      }
    } else parts.push(box(p, marked(p.section, carcass), 'carcass'));
  }
  for (const f of fittings) {
    const b = f.box;
    if (!b) continue;
    if (f.kind === 'rail') {
      // The hanging rail runs across the section near the top of its space, mid-depth.
      parts.push({
        shape: 'cylinder',
        size: [RAIL_DIAMETER, b.width, RAIL_DIAMETER],
        position: [
          b.x + b.width / 2 - W / 2,
          b.y + Math.max(RAIL_DIAMETER, b.height - 60),
          b.z + b.depth / 2 - D / 2,
        ],
        turn: 1,
        finish: marked(f.section, FINISHES.steel),
      });
    } else if (f.kind === 'track') parts.push(box(b, FINISHES.steel));
    else if (f.kind === 'accessory')
      parts.push(box({ ...b, height: Math.min(b.height, 30) }, marked(f.section, FINISHES.steel)));
  }
  // Push-to-open and the sliding-door profile have no handle of their own.
  if (handleCode !== 'CH3' && handleCode !== 'CH4') {
    const finish = handleCode === 'CH2' ? LEATHER : FINISHES.steel;
    for (const h of handles) parts.push(box(h, finish));
  }
  // The pane stands just in front of everything (doors included), so the mark shows from any side.
  const paneZ = Math.max(D, ...panels.map((p) => p.z + p.depth)) + 2;
  for (const s of sectionsOf(closet.structure, closet.dividers)) {
    if (!faults.has(s.index)) continue;
    parts.push(
      box({ x: s.x, y: 0, z: paneZ, width: s.width, height: closet.structure.height, depth: 4 }, FAULT_PANE),
    );
  }
  return parts;
}
