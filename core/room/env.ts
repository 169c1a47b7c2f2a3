import { z } from 'zod';
import { DEFAULT_ROOM, ROOM_TYPES, RoomError } from './presets';
import { OpeningSchema, openingProblem, WallSchema, type Room, type Wall } from './walls';

/**
 * The room as a project stores it (spec 3 `envWall`): `wallsVector` holds the walls without their
 * openings, `windowInstance` the doors and windows, each naming its wall. The room's type, height and
 * whether it is closed ride along as extra keys.
 */
export const EnvWallRoom = z.object({
  wallsVector: z.array(WallSchema.omit({ openings: true })),
  windowInstance: z.array(OpeningSchema.extend({ wallId: z.string().min(1) })),
  roomType: z.enum(ROOM_TYPES).default(DEFAULT_ROOM.type),
  roomHeight: z.number().positive().default(DEFAULT_ROOM.height),
  closed: z.boolean().default(true),
});
export type EnvWallRoom = z.infer<typeof EnvWallRoom>;

export function roomToEnvWall(room: Room): EnvWallRoom {
  return {
    wallsVector: room.walls.map(({ openings: _openings, ...wall }) => ({ ...wall })),
    windowInstance: room.walls.flatMap((w) => w.openings.map((o) => ({ ...o, wallId: w.id }))),
    roomType: room.type,
    roomHeight: room.height,
    closed: room.closed,
  };
}

/** Reads a stored room back; every opening must name an existing wall and fit it. */
export function roomFromEnvWall(input: unknown): Room {
  const parsed = EnvWallRoom.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const detail = `${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim();
    throw new RoomError('stored-invalid', { detail });
  }
  const env = parsed.data;
  const walls = new Map<string, Wall>(env.wallsVector.map((w) => [w.id, { ...w, openings: [] }]));
  if (walls.size !== env.wallsVector.length) throw new RoomError('stored-wall-ids');
  for (const { wallId, ...opening } of env.windowInstance) {
    const wall = walls.get(wallId);
    if (!wall) throw new RoomError('opening-wall-missing', { opening: opening.id, wall: wallId });
    const problem = openingProblem(wall, opening);
    if (problem) throw new RoomError('stored-invalid', { detail: problem.message });
    walls.set(wallId, { ...wall, openings: [...wall.openings, opening].sort((a, b) => a.offset - b.offset) });
  }
  return { type: env.roomType, height: env.roomHeight, closed: env.closed, walls: [...walls.values()] };
}
