import {
  createStore,
  useAtom as jotaiUseAtom,
  useAtomValue as jotaiUseAtomValue,
  useSetAtom as jotaiUseSetAtom,
} from 'jotai';
import type { Atom, WritableAtom, PrimitiveAtom, SetStateAction } from 'jotai';

/**
 * The one jotai store of the renderer. Every module reads and writes shared state through it
 * (`store.get` / `store.set`), so actions, transports and tests work outside React too.
 *
 * Every jotai import goes through this module (excalidraw's app-jotai pattern): the hooks below are
 * bound to this store, so a component can never read a different store by accident.
 */
export const store = createStore();

export { atom, Provider as JotaiProvider } from 'jotai';
export { atomWithStorage, createJSONStorage, selectAtom } from 'jotai/utils';
export type { Atom, WritableAtom, PrimitiveAtom, SetStateAction };

export const useAtomValue = <Value>(anAtom: Atom<Value>): Awaited<Value> =>
  jotaiUseAtomValue(anAtom, { store });

export const useSetAtom = <Value, Args extends unknown[], Result>(
  anAtom: WritableAtom<Value, Args, Result>,
): ((...args: Args) => Result) => jotaiUseSetAtom(anAtom, { store });

export const useAtom = <Value, Args extends unknown[], Result>(
  anAtom: WritableAtom<Value, Args, Result>,
): [Awaited<Value>, (...args: Args) => Result] => jotaiUseAtom(anAtom, { store });
