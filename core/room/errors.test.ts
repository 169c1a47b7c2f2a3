import { describe, expect, it } from 'vitest';
import { errorText } from '../locale/localized';
import { editWall } from './drawing';
import { ROOM_ERROR_CODES, roomErrorFrames } from './errors';
import { addOpening, createRoom, wallsFromPoints } from './walls';

const figuresOf = (frame: string) => [...frame.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** What `act` threw. */
function refusalOf(act: () => unknown): unknown {
  try {
    act();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

describe('room refusals in the user’s language', () => {
  it('every frame names the same figures in English, Italian and German', () => {
    for (const code of ROOM_ERROR_CODES) {
      const { en, it: italian, de } = roomErrorFrames(code);
      expect(figuresOf(italian), code).toEqual(figuresOf(en));
      expect(figuresOf(de), code).toEqual(figuresOf(en));
    }
  });

  it('a wall edit that would leave a door outside is said in Italian and German', () => {
    const room = createRoom('rt1', [4000, 3000]);
    const wall = room.walls[0]!;
    const withDoor = {
      ...room,
      walls: [
        addOpening(wall, { id: 'd1', kind: 'door', offset: 3000, width: 800, height: 2100, sill: 0 }),
        ...room.walls.slice(1),
      ],
    };
    const refusal = refusalOf(() => editWall(withDoor, 'w1', { length: 3500 }));
    expect(errorText(refusal, 'en')).toBe('The door d1 would no longer fit wall w1 (3500 mm)');
    expect(errorText(refusal, 'it')).toBe('La porta d1 non entrerebbe più nella parete w1 (3500 mm)');
    expect(errorText(refusal, 'de-CH')).toBe('Die Tür d1 passt nicht mehr in die Wand w1 (3500 mm)');
  });

  it('a field is named with its article where the sentence opens with it', () => {
    const refusal = refusalOf(() => editWall(createRoom('rt1', [4000, 3000]), 'w1', { thickness: 5 }));
    expect(errorText(refusal, 'it')).toBe('Lo spessore della parete deve essere tra 10 e 1000 mm');
    expect(errorText(refusal, 'de')).toBe('Die Stärke der Wand muss zwischen 10 und 1000 mm liegen');
  });
});

describe('wall limits', () => {
  const room = createRoom('rt1', [4000, 3000]);

  it('refuses a wall edit past what a room can be, and keeps one inside', () => {
    expect(() => editWall(room, 'w1', { height: 27000 })).toThrow('height must be between 500 and 10000 mm');
    expect(() => editWall(room, 'w1', { height: 400 })).toThrow('between 500 and 10000 mm');
    expect(() => editWall(room, 'w1', { thickness: 2000 })).toThrow(
      'thickness must be between 10 and 1000 mm',
    );
    expect(() => editWall(room, 'w1', { length: 60000 })).toThrow('length must be between 100 and 50000 mm');
    expect(editWall(room, 'w1', { height: 3200, thickness: 240 }).walls[0]).toMatchObject({
      height: 3200,
      thickness: 240,
    });
  });

  it('refuses a room or drawn walls out of the limits', () => {
    expect(() => createRoom('rt1', [60000, 3000])).toThrow('between 100 and 50000 mm; got 60000');
    expect(() => createRoom('rt1', [50, 3000])).toThrow('got 50');
    expect(() => createRoom('rt1', [4000, 3000], { roomHeight: 24000 })).toThrow('height must be between');
    const square = [
      { x: 0, y: 0 },
      { x: 1000, y: 0 },
      { x: 1000, y: 1000 },
    ];
    expect(() => wallsFromPoints(square, true, { thickness: 3 })).toThrow('thickness must be between');
  });
});
