import { atom } from '../../state/store';
import type { ComponentType, ReactNode } from 'react';
import type { CloseModeOptions } from './closeRules';
import type { DialogSizeOptions } from './sizing';

/** What closing a dialog returns (spec 4): a flag and an optional response. */
export interface DialogResult<R = unknown> {
  flag: boolean;
  response?: R;
}

/** Props given to a dialog's content or footer when it is a component. */
export interface DialogContentProps<R = unknown> {
  /** Closes the dialog, resolving its promise with (flag, response). */
  close: (flag: boolean, response?: R) => void;
  /**
   * Sets what Esc, an outside click or the close button return (default `{ flag: false }`). The
   * variant-rule and dClass dialogs use it to return their data when anything changed (spec 4).
   */
  setDismissResult: (result: DialogResult<R>) => void;
}

/** A ReactNode is rendered as is; a component receives {@link DialogContentProps}. */
export type DialogRenderable<R = unknown> = ReactNode | ComponentType<DialogContentProps<R>>;

export interface DialogOptions<R = unknown> extends DialogSizeOptions, CloseModeOptions {
  title?: ReactNode;
  content: DialogRenderable<R>;
  footer?: DialogRenderable<R>;
  /** Drag by the title (default true; needs a title; off while fullscreen). */
  draggable?: boolean;
  /** A bottom-right grip resizes the dialog, down to 400 x 150 (default false). */
  resizable?: boolean;
  /** Shows a header button that toggles fullscreen. */
  fullscreenToggle?: boolean;
  /** Key of a single-instance dialog: opening it again while it is open rejects with `alreadyOpened`. */
  singleInstance?: string;
  /** Aborting closes the dialog with `{ flag: false }`. */
  signal?: AbortSignal;
  /** Accessible name when there is no title. */
  ariaLabel?: string;
}

/** One dialog known to the host; it stays listed (open false) until its exit animation ends. */
export interface DialogEntry {
  id: string;
  options: DialogOptions;
  open: boolean;
}

export const dialogsAtom = atom<readonly DialogEntry[]>([]);

export interface LoaderState {
  message?: string;
  /** Progress as a fraction 0..1 (spec 4 offer steps 0.1, 0.2, 0.4, 0.6). */
  percentage?: number;
}

/** The loader dialog (spec 2: width 400, persistent, optional message and percentage); null when hidden. */
export const loaderAtom = atom<LoaderState | null>(null);
