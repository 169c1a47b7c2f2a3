import { createElement, isValidElement, type ComponentType, type ReactNode } from 'react';
import type { DialogContentProps, DialogRenderable } from './state';

/** True for function components and memo / forwardRef objects, false for any ReactNode. */
export function isComponent(value: unknown): value is ComponentType<DialogContentProps> {
  if (typeof value === 'function') return true;
  return typeof value === 'object' && value !== null && !isValidElement(value) && '$$typeof' in value;
}

/** Renders a dialog's content or footer: a component gets the close props, a node is used as is. */
export function renderSlot(slot: DialogRenderable, props: DialogContentProps): ReactNode {
  return isComponent(slot) ? createElement(slot, props) : (slot as ReactNode);
}
