// Cameras a user saved for a project's renders (the render farm's "saved camera"), kept in this
// browser per project. A camera is set in the 3D view, never typed.
import type { RenderCamera } from '../../api/renderfarm';

export interface SavedCamera {
  name: string;
  camera: RenderCamera;
}

const key = (projectKey: string) => `arredo.renderCameras.${projectKey}`;
const MAX = 20;

const isVec3 = (value: unknown): value is [number, number, number] =>
  Array.isArray(value) &&
  value.length === 3 &&
  value.every((n) => typeof n === 'number' && Number.isFinite(n));

function isSaved(value: unknown): value is SavedCamera {
  const entry = value as SavedCamera | null;
  return (
    typeof entry?.name === 'string' &&
    isVec3(entry.camera?.position) &&
    isVec3(entry.camera?.target) &&
    typeof entry.camera?.fov === 'number'
  );
}

export function savedCameras(storage: Pick<Storage, 'getItem'>, projectKey: string): SavedCamera[] {
  try {
    const parsed = JSON.parse(storage.getItem(key(projectKey)) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isSaved) : [];
  } catch {
    return [];
  }
}

/** Adds a camera under the next free "Camera n" name; the oldest go past MAX. Returns the name. */
export function saveCamera(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  projectKey: string,
  camera: RenderCamera,
  nameFor: (n: number) => string,
): string {
  const list = savedCameras(storage, projectKey);
  const taken = new Set(list.map((entry) => entry.name));
  let n = list.length + 1;
  while (taken.has(nameFor(n))) n += 1;
  const name = nameFor(n);
  storage.setItem(key(projectKey), JSON.stringify([...list, { name, camera }].slice(-MAX)));
  return name;
}
