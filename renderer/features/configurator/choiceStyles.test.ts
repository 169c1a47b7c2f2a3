import { describe, expect, it } from 'vitest';
import { createAppSystem } from '../../ui/theme';
import { choiceGridCss, choiceGridLargeCss } from './choiceStyles';

/** Every [selector path, property, value] of a resolved style object. */
function entries(object: object, path: string[] = []): [string, string, string][] {
  return Object.entries(object).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? entries(value, [...path, key])
      : [[path.join(' '), key, String(value)]],
  );
}

const system = createAppSystem();

describe('the value buttons’ styles', () => {
  for (const [name, styles] of [
    ['grid', choiceGridCss],
    ['large grid', choiceGridLargeCss],
  ] as const) {
    it(`${name}: every token resolves to a CSS value (a typo would leave the token's name)`, () => {
      const resolved = entries(system.css(styles));
      const unresolved = resolved.filter(([, , value]) =>
        /^(colorPalette|brand|gray|fg|bg|border)\.[\w.]+$/.test(value),
      );
      expect(unresolved).toEqual([]);
      expect(resolved.length).toBeGreaterThan(40);
    });
  }

  it('pressed and not pressed differ only by attribute: brand subtle with a brand border, or a grey outline', () => {
    const resolved = entries(system.css(choiceGridCss));
    const under = (selector: string, property: string) =>
      resolved.filter(([path, key]) => path === selector && key === property).map(([, , value]) => value);
    expect(under('& .ch-btn[aria-pressed=true]', 'borderColor')).toEqual([
      'var(--chakra-colors-brand-solid)',
    ]);
    expect(under('& .ch-btn[aria-pressed=true]', 'background')).toEqual([
      'var(--chakra-colors-color-palette-subtle)',
    ]);
    expect(under('& .ch-btn[aria-pressed=false]', 'borderColor')).toEqual([
      'var(--outline-color, var(--outline-color-legacy))',
    ]);
  });

  it('shows the check mark on the pressed button only, and does not fade inherited colours on a click', () => {
    const resolved = entries(system.css(choiceGridCss));
    const under = (selector: string, property: string) =>
      resolved.filter(([path, key]) => path === selector && key === property).map(([, , value]) => value);
    expect(under('& .ch-btn[aria-pressed=false] .ch-check', 'display')).toEqual(['none']);
    expect(under('& .ch-btn[aria-pressed=true] .ch-check', 'display')).toEqual([]);
    // A colour transition restyles everything inside both buttons on each frame it runs.
    const [transition] = under('& .ch-btn', 'transitionProperty');
    expect(transition).toContain('background-color');
    expect(transition!.split(/,\s*/)).not.toContain('color');
  });
});
