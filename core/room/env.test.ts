import { describe, expect, it } from 'vitest';
import { roomFromEnvWall, roomToEnvWall } from './env';
import { addOpening, createRoom, type Room } from './walls';

function furnished(): Room {
  const room = createRoom('rt3', undefined, { roomHeight: 2400 });
  const walls = [...room.walls];
  walls[0] = addOpening(walls[0]!, {
    id: 'door1',
    kind: 'door',
    offset: 500,
    width: 900,
    height: 2100,
    sill: 0,
  });
  walls[4] = addOpening(walls[4]!, {
    id: 'win1',
    kind: 'window',
    offset: 1000,
    width: 1200,
    height: 1400,
    sill: 900,
  });
  walls[4] = addOpening(walls[4]!, {
    id: 'win2',
    kind: 'window',
    offset: 3000,
    width: 1200,
    height: 1400,
    sill: 900,
  });
  return { ...room, walls };
}

describe('envWall', () => {
  it('stores walls and openings apart and reads them back unchanged', () => {
    const room = furnished();
    const env = roomToEnvWall(room);
    expect(env.wallsVector).toHaveLength(6);
    expect(env.wallsVector[0]).not.toHaveProperty('openings');
    expect(env.windowInstance.map((o) => [o.id, o.wallId])).toEqual([
      ['door1', 'w1'],
      ['win1', 'w5'],
      ['win2', 'w5'],
    ]);
    expect(env).toMatchObject({ roomType: 'rt3', roomHeight: 2400, closed: true });
    expect(roomFromEnvWall(JSON.parse(JSON.stringify(env)))).toEqual(room);
  });

  it('defaults type, height and closure for older data', () => {
    const env = roomToEnvWall(createRoom('rt1'));
    const { roomType: _t, roomHeight: _h, closed: _c, ...old } = env;
    expect(roomFromEnvWall(old)).toMatchObject({ type: 'rt1', height: 2400, closed: true });
  });

  it('rejects openings on missing walls or not fitting, repeated wall ids and bad shapes', () => {
    const env = roomToEnvWall(furnished());
    const orphan = { ...env, windowInstance: [{ ...env.windowInstance[0]!, wallId: 'w9' }] };
    expect(() => roomFromEnvWall(orphan)).toThrow('Opening door1 names wall w9, which does not exist');
    const clash = {
      ...env,
      windowInstance: [...env.windowInstance, { ...env.windowInstance[1]!, id: 'win3' }],
    };
    expect(() => roomFromEnvWall(clash)).toThrow(/overlaps window win1/);
    const repeated = { ...env, wallsVector: [env.wallsVector[0]!, env.wallsVector[0]!], windowInstance: [] };
    expect(() => roomFromEnvWall(repeated)).toThrow('Invalid stored room: wall ids repeat');
    expect(() => roomFromEnvWall({ wallsVector: [{ id: 'w1' }], windowInstance: [] })).toThrow(
      /Invalid stored room: wallsVector.0.start/,
    );
  });
});
