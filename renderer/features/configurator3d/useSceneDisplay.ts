import { useState } from 'react';
import type { CameraPreset } from '../../scene/cameraPresets';

/** How the room is shown: the toolbar sets it, the scene draws by it. */
export interface SceneDisplay {
  view: CameraPreset;
  onView(view: CameraPreset): void;
  /** The units pulled apart to show their parts. */
  explode: boolean;
  onExplode(on: boolean): void;
  /** The walls' dimension chains drawn in the room. */
  dimensions: boolean;
  onDimensions(on: boolean): void;
}

/** The 3D room's display choices, as the toolbar takes them; they start afresh on each visit. */
export function useSceneDisplay(): SceneDisplay {
  const [view, onView] = useState<CameraPreset>('perspective');
  const [explode, onExplode] = useState(false);
  const [dimensions, onDimensions] = useState(false);
  return { view, onView, explode, onExplode, dimensions, onDimensions };
}
