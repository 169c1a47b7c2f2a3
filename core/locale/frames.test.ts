import { describe, expect, it } from 'vitest';
import { fillFrame, inLanguage } from './frames';

describe('frames', () => {
  const texts = { en: 'Wall {wall}', it: 'Parete {wall}', de: 'Wand {wall}' };

  it('picks the language by its base and falls back to English', () => {
    expect(inLanguage(texts, 'it-CH')).toBe('Parete {wall}');
    expect(inLanguage(texts, 'de')).toBe('Wand {wall}');
    expect(inLanguage(texts, 'fr')).toBe('Wall {wall}');
    expect(inLanguage(texts, undefined)).toBe('Wall {wall}');
  });

  it('fills named figures, and refuses a frame whose figure is missing', () => {
    expect(fillFrame('Wall {wall} is {length} mm', { wall: 'w2', length: 2400 })).toBe('Wall w2 is 2400 mm');
    expect(fillFrame('Wall {wall}', {})).toBeNull();
  });
});
