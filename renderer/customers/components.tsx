import {
  createContext,
  createElement,
  useContext,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { HomeHero } from '../features/home/HomeHero';
import { AppLogo } from '../ui/AppLogo';
import type { ComponentName, ReplaceableComponents } from './types';

/** The standard implementation of every replaceable component. */
export const standardComponents: ReplaceableComponents = { HomeHero, AppLogo };

/** A customer's component where it has one, else the standard one (spec 1). */
export function resolveComponent<Name extends ComponentName>(
  overrides: Partial<ReplaceableComponents>,
  name: Name,
): ReplaceableComponents[Name] {
  return overrides[name] ?? standardComponents[name];
}

const OverridesContext = createContext<Partial<ReplaceableComponents>>({});

export function ComponentOverridesProvider({
  overrides,
  children,
}: {
  overrides: Partial<ReplaceableComponents>;
  children: ReactNode;
}) {
  return <OverridesContext.Provider value={overrides}>{children}</OverridesContext.Provider>;
}

/** e.g. `const Hero = useComponent('HomeHero')`. */
export function useComponent<Name extends ComponentName>(name: Name): ReplaceableComponents[Name] {
  return resolveComponent(useContext(OverridesContext), name);
}

/**
 * Renders a replaceable component by name: `<Replaceable name="HomeHero" props={{ ... }} />`.
 * The resolved component is a module-level constant, so createElement does not remount it.
 */
export function Replaceable<Name extends ComponentName>({
  name,
  props,
}: {
  name: Name;
  props: ComponentProps<ReplaceableComponents[Name]>;
}) {
  const component = useComponent(name);
  return createElement(component as ComponentType<object>, props as object);
}
