import { roomFromEnvWall } from '../../core/room/env';
import type { Room } from '../../core/room/walls';
import { logger } from './logs';
import { projectAtom } from './project';
import { atom } from './store';

/** The open project's room (project.envWall), or null when it has none or it cannot be read. */
export const roomAtom = atom<Room | null>((get) => {
  const envWall = get(projectAtom)?.envWall;
  if (!envWall || (envWall.wallsVector ?? []).length === 0) return null;
  try {
    return roomFromEnvWall(envWall);
  } catch (error) {
    logger.warn('The project room cannot be drawn', (error as Error).message);
    return null;
  }
});
