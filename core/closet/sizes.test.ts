import { describe, expect, it } from 'vitest';
import { closetSizeError } from './sizes';
import { closet } from './test-fixtures';
import { validateCloset } from './validate';

describe('closet sizes', () => {
  it('takes whole millimetres inside the range and words a refusal with the range', () => {
    expect(closetSizeError('width', 2400)).toBeNull();
    expect(closetSizeError('width', 300)).toBeNull();
    expect(closetSizeError('width', 6001)?.inLanguage('en')).toBe(
      'The width must be between 300 and 6000 mm, in whole millimetres',
    );
    expect(closetSizeError('depth', 2400.5)?.inLanguage('it')).toBe(
      'La profondità deve essere tra 200 e 1000 mm, in millimetri interi',
    );
    expect(closetSizeError('height', Number.NaN)?.inLanguage('de')).toBe(
      'Die Höhe muss zwischen 300 und 3000 mm liegen, in ganzen Millimetern',
    );
  });

  it('is the refusal validateCloset gives for a size out of range, not the schema path', () => {
    const model = closet();
    const [problem] = validateCloset({ ...model, structure: { ...model.structure, width: 99999 } });
    expect(problem?.code).toBe('width-range');
    expect(problem?.inLanguage('en')).toBe('The width must be between 300 and 6000 mm, in whole millimetres');
  });
});
