import { useChakraContext, type SystemStyleObject } from '@chakra-ui/react';
import { ClassNames, css as serialize, type SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';

export type System = ReturnType<typeof useChakraContext>;

/** A constant style object, or one built from the system (e.g. with a recipe's styles in it). */
export type SystemStyles = SystemStyleObject | ((system: System) => SystemStyleObject);

const resolved = new WeakMap<System, WeakMap<SystemStyles, SerializedStyles>>();

/** `styles` (theme tokens, conditions, breakpoints) turned into CSS once per design system. */
function serializedFor(system: System, styles: SystemStyles): SerializedStyles {
  let bySystem = resolved.get(system);
  if (!bySystem) {
    bySystem = new WeakMap();
    resolved.set(system, bySystem);
  }
  let serialized = bySystem.get(styles);
  if (!serialized) {
    const object = typeof styles === 'function' ? styles(system) : styles;
    serialized = serialize(system.css(object) as Parameters<typeof serialize>[0]);
    bySystem.set(styles, serialized);
  }
  return serialized;
}

/**
 * Gives `children` one class name for a constant style object, resolved by the design system once
 * (light and dark, breakpoints, the customer's theme) rather than on every render. For elements that
 * re-render often (a configurator's value buttons, the offer's rows): Chakra style props resolve and
 * hash every prop of every element on each render, and a state change then swaps whole class lists;
 * here the elements keep their classes and state is an attribute (aria-pressed, data-*).
 */
export function SystemClass({
  styles,
  children,
}: {
  styles: SystemStyles;
  children(className: string): ReactNode;
}) {
  const serialized = serializedFor(useChakraContext(), styles);
  return <ClassNames>{({ css }) => children(css(serialized))}</ClassNames>;
}
