import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { chakraConfig } from './chakraConfig';

/** The renderer's source files (not its tests), as text. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every value (not type) the renderer's source imports from '@chakra-ui/react'. */
function importedComponents(): Set<string> {
  const names = new Set<string>();
  for (const source of Object.values(sources)) {
    for (const [, kind, list] of source.matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g,
    )) {
      if (kind) continue;
      for (const entry of list!.split(',')) {
        const name = entry.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return names;
}

/** Recipes a component uses besides its own (by Chakra's source). */
const alsoUses: Record<string, string[]> = {
  Checkbox: ['checkmark'],
  CloseButton: ['button'],
  IconButton: ['button'],
  InputGroup: ['inputAddon'],
  Toaster: ['toast'],
};

describe('the Chakra theme the app ships', () => {
  const all = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes };
  const kept = { ...chakraConfig.theme?.recipes, ...chakraConfig.theme?.slotRecipes };

  it('has the recipe of every Chakra component the renderer imports', () => {
    const components = importedComponents();
    // The scan finds the imports (a broken pattern would pass the check below vacuously).
    expect(components).toContain('Dialog');
    expect(components).toContain('Button');
    const needed = [...components].flatMap((name) => [
      name.charAt(0).toLowerCase() + name.slice(1),
      ...(alsoUses[name] ?? []),
    ]);
    const missing = needed.filter((key) => key in all && !(key in kept));
    expect(missing).toEqual([]);
  });

  it("keeps Chakra's own recipes, tokens and conditions for those components", () => {
    for (const [key, recipe] of Object.entries(kept)) expect(recipe).toEqual(all[key as keyof typeof all]);
    expect(chakraConfig.theme?.tokens).toEqual(defaultConfig.theme?.tokens);
    expect(chakraConfig.theme?.semanticTokens).toEqual(defaultConfig.theme?.semanticTokens);
    expect(chakraConfig.conditions).toEqual(defaultConfig.conditions);
    expect(chakraConfig.utilities).toEqual(defaultConfig.utilities);
    expect(chakraConfig.globalCss).toEqual(defaultConfig.globalCss);
  });

  it('leaves out the recipes of components the app does not use', () => {
    expect(Object.keys(kept).length).toBeLessThan(Object.keys(all).length / 2);
    expect(kept).not.toHaveProperty('datePicker');
  });
});
