// Which furniture the live view draws: the full detail at rest, the simplified one
// (model/gestureDetail.ts) while the view moves, and when the shadow map is drawn again. The switch
// is made on the scene objects' `visible` flags, without a React render: both sets stay mounted
// with their instance buffers on the GPU, so a gesture's first frame uploads nothing new.
import type { Object3D } from 'three';

/** What the switch needs of three's renderer: its shadow map's flags. */
export interface ShadowMapFlags {
  autoUpdate: boolean;
  needsUpdate: boolean;
}

export interface MotionDetail {
  /** Callback refs for the two groups of furniture. */
  fullRef(group: Object3D | null): void;
  simpleRef(group: Object3D | null): void;
  /** From the adaptive resolution: moving frames begin (true) or the view is at rest (false). */
  setMoving(moving: boolean): void;
  /** The room's content changed (an item moved, the walls): its shadows must be drawn again. */
  contentChanged(shadowMap: ShadowMapFlags): void;
  readonly moving: boolean;
  /** The simplified furniture's group (hidden at rest): its shader programs are compiled ahead. */
  readonly simple: Object3D | null;
}

export function createMotionDetail(): MotionDetail {
  let full: Object3D | null = null;
  let simple: Object3D | null = null;
  let moving = false;
  // The shadow map waiting for the rest: drawn in the moving frames it would cost a full pass over
  // every caster each frame (a drag changes the content every frame), and of the simplified shapes.
  let pendingShadows: ShadowMapFlags | null = null;
  let shadows: ShadowMapFlags | null = null;
  const show = () => {
    if (full) full.visible = !moving;
    if (simple) simple.visible = moving;
  };
  return {
    fullRef(group) {
      full = group;
      show();
    },
    simpleRef(group) {
      simple = group;
      show();
    },
    setMoving(next) {
      moving = next;
      show();
      // A redraw asked for just before the gesture began waits for its end too.
      if (moving && shadows?.needsUpdate) {
        shadows.needsUpdate = false;
        pendingShadows = shadows;
      }
      if (!moving && pendingShadows) {
        pendingShadows.needsUpdate = true;
        pendingShadows = null;
      }
    },
    contentChanged(shadowMap) {
      // The sun does not move with the camera: its map only changes with the content.
      shadowMap.autoUpdate = false;
      shadows = shadowMap;
      if (moving) pendingShadows = shadowMap;
      else shadowMap.needsUpdate = true;
    },
    get moving() {
      return moving;
    },
    get simple() {
      return simple;
    },
  };
}
