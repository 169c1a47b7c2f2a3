import { describe, expect, it } from 'vitest';
import { createAppSystem } from '../../ui/theme';
import { offerListCss } from './offerRowStyles';

/** Every [selector path, property, value] of a resolved style object. */
function entries(object: object, path: string[] = []): [string, string, string][] {
  return Object.entries(object).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? entries(value, [...path, key])
      : [[path.join(' '), key, String(value)]],
  );
}

const system = createAppSystem();
const resolved = entries(system.css(offerListCss(system)));

describe('the offer rows’ styles', () => {
  it('every token resolves to a CSS value (a typo would leave the token’s name)', () => {
    const unresolved = resolved.filter(([, , value]) =>
      /^(colorPalette|brand|fg|bg|border)\.[\w.]+$/.test(value),
    );
    expect(unresolved).toEqual([]);
  });

  it('the buttons, code badge and quantity field take their theme recipes, in the recipes layer as the components do', () => {
    for (const part of ['& .or-toggle', '& .or-menu', '& .or-code', '& .or-qty']) {
      const layered = resolved.filter(([path]) => path.startsWith(`${part} @layer recipes`));
      expect(layered.length, part).toBeGreaterThan(5);
    }
    // The icon buttons' own padding wins over the recipe's, as IconButton's props do.
    expect(resolved).toContainEqual(['& .or-toggle', 'paddingInline', '0']);
    expect(resolved).toContainEqual(['& .or-qty', 'width', 'var(--chakra-sizes-20)']);
  });
});
