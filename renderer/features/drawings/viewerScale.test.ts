import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roomDrawings } from '../../../core/layout/drawing';
import { createRoom } from '../../../core/room/walls';
import { legibleScale, MIN_TEXT_PX } from './viewerScale';

const labels = { plan: 'Plan', wall: (n: number) => `Wall ${n}` };

describe('legibleScale: measures at least 11 px high on screen at every width', () => {
  it('every text of every drawing is at least MIN_TEXT_PX high, and a wide box fits the drawing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1500, max: 12000 }),
        fc.integer({ min: 1500, max: 12000 }),
        fc.integer({ min: 200, max: 2600 }),
        (width, depth, box) => {
          for (const drawing of roomDrawings(createRoom('rt1', [width, depth]), [], labels)) {
            const scale = legibleScale(drawing, box);
            for (const s of drawing.shapes) {
              if (s.kind === 'text') expect(s.size * scale).toBeGreaterThanOrEqual(MIN_TEXT_PX - 1e-9);
            }
            // Never smaller than the box: a drawing that can fit at a legible size does.
            expect(drawing.width * scale).toBeGreaterThanOrEqual(box - 1e-6);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
