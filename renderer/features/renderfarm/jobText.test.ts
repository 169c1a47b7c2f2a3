import { describe, expect, it } from 'vitest';
import { anyActive, durationText, pictureFileName } from './jobText';
import type { RenderJob } from '../../api/renderfarm';

describe('job view texts', () => {
  it('says how long a render took', () => {
    expect(durationText(12_400)).toBe('12 s');
    expect(durationText(185_000)).toBe('3 min 05 s');
    expect(durationText(3_720_000)).toBe('1 h 02 min');
  });

  it('keeps polling while a job waits or runs', () => {
    const job = (status: RenderJob['status']) => ({ status }) as RenderJob;
    expect(anyActive([job('done'), job('failed')])).toBe(false);
    expect(anyActive([job('done'), job('running')])).toBe(true);
    expect(anyActive([job('queued')])).toBe(true);
  });

  it('names downloads after the job, safely', () => {
    expect(pictureFileName({ name: 'Cucina: vista/fronte' }, 'png')).toBe('Cucina vistafronte.png');
    expect(pictureFileName({ name: '  ' }, 'jpg')).toBe('render.jpg');
  });
});
