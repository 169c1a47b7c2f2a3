import type { ComponentType } from 'react';
import type { SystemConfig } from '@chakra-ui/react';
import type { RouteDef } from '../app/routes';

/** Props of the standard components a customer may replace. */
export interface HomeHeroProps {
  productName: string;
  tagline: string;
}
export interface AppLogoProps {
  /** Height in px. */
  size?: number;
}

/** The replaceable components: name -> props. Add a name here and a standard one in components.tsx. */
export interface ReplaceableComponents {
  HomeHero: ComponentType<HomeHeroProps>;
  AppLogo: ComponentType<AppLogoProps>;
}
export type ComponentName = keyof ReplaceableComponents;

/**
 * A customer deployment (renderer/customers/<name>/index.ts default-exports one), chosen by the
 * configuration's `config.customer`. Everything is optional: a customer changes only what it needs.
 */
export interface CustomerModule {
  /** Shown in logs and the footer. */
  displayName: string;
  /** Chakra config merged over the standard theme. */
  theme?: SystemConfig;
  /** Extra routes (from customerRouteCatalogue, or the customer's own). */
  routes?: readonly RouteDef[];
  /** Replacements for standard components. */
  components?: Partial<ReplaceableComponents>;
}
