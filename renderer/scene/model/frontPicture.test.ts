import { describe, expect, it } from 'vitest';
import type { Part } from '../parts';
import { frontPictureSvg } from './frontPicture';

const finish = (color: string) => ({ color, roughness: 0.5, metalness: 0, opacity: 1 });
const carcass: Part = {
  shape: 'box',
  size: [600, 870, 560],
  position: [0, 435, 0],
  finish: finish('#ffffff'),
};
const door: Part = { shape: 'box', size: [596, 700, 18], position: [0, 450, 289], finish: finish('#7a9a7e') };

describe('frontPictureSvg', () => {
  it('draws the fronts over the carcass, in their finishes, pieces side by side', () => {
    const svg = frontPictureSvg(
      [
        { parts: [door, carcass], elevation: 0, width: 600 },
        { parts: [carcass], elevation: 0, width: 600 },
      ],
      'Run <1>',
    );
    const fills = [...svg.matchAll(/<rect x="([\d.]+)"[^>]*fill="(#[0-9a-f]{6})"/g)].map((m) => [
      Number(m[1]),
      m[2],
    ]);
    // The floor, then the carcasses (further back), then the door last.
    expect(fills.at(-1)![1]).toBe('#7a9a7e');
    const carcasses = fills.filter(([, c]) => c === '#ffffff').map(([x]) => x as number);
    expect(carcasses[1]! - carcasses[0]!).toBeCloseTo(600);
    expect(svg).toContain('<title>Run &#60;1&#62;</title>');
  });

  it('draws a leaf standing ajar as wide as it shows from the front', () => {
    const leaf: Part = { ...door, size: [800, 700, 40], yaw: 30 };
    const svg = frontPictureSvg([{ parts: [leaf], elevation: 0, width: 800 }], 'Door');
    const width = Number(/<rect x="[\d.]+" y="[\d.]+" width="([\d.]+)"[^>]*fill="#7a9a7e"/.exec(svg)![1]);
    expect(width).toBeCloseTo(800 * Math.cos(Math.PI / 6) + 40 * 0.5, 0);
  });

  it('cuts a hung piece alone to itself, with no floor under it', () => {
    const wallUnit: Part = { ...carcass, size: [600, 720, 350], position: [0, 360, 0] };
    const svg = frontPictureSvg([{ parts: [wallUnit], elevation: 1400, width: 600 }], 'Wall unit');
    const [, , , viewHeight] = /viewBox="([^"]+)"/.exec(svg)![1]!.split(' ').map(Number);
    // The unit fills the picture's height but for the margins, as a floor unit does.
    expect(viewHeight).toBeCloseTo(720 * 1.16, 0);
    expect(svg).not.toContain('#d9cfc1');
    const y = Number(/<rect x="[\d.]+" y="([\d.]+)"[^>]*fill="#ffffff"/.exec(svg)![1]);
    expect(y).toBeCloseTo(720 * 0.08, 0);
  });

  it('keeps the floor and the height from it when a piece stands on the floor', () => {
    const wallUnit: Part = { ...carcass, size: [600, 720, 350], position: [0, 360, 0] };
    const svg = frontPictureSvg(
      [
        { parts: [carcass], elevation: 0, width: 600 },
        { parts: [wallUnit], elevation: 1400, width: 600 },
      ],
      'Kitchen',
    );
    const [, , , viewHeight] = /viewBox="([^"]+)"/.exec(svg)![1]!.split(' ').map(Number);
    expect(viewHeight).toBeCloseTo(2120 * 1.16, 0);
    expect(svg).toContain('#d9cfc1');
  });
});
