import { useMemo } from 'react';
import { compileModel, evaluate } from '../../../core/catalog';
import { openingOfGeometry } from '../../../core/layout/openings';
import type { Opening } from '../../../core/room/walls';
import { catalogDocumentsAtom, contentLanguageAtom } from '../../state/catalogs';
import { useAtomValue } from '../../state/store';
import { useCatalogDocuments } from '../itemsearch/useCatalogDocument';

/** A door or window the plan can put in a wall: a catalogue model at its default size. */
export interface OpeningModel {
  catalog: string;
  model: string;
  name: string;
  kind: Opening['kind'];
  width: number;
  height: number;
  sill: number;
}

/** The catalogues doors and windows come from (spec: the DOORS and WINDOWS sample catalogues). */
export const OPENING_CATALOGS = ['DOORS', 'WINDOWS'] as const;

/**
 * The doors and windows of the DOORS and WINDOWS catalogues, each evaluated at its defaults (core,
 * in the browser) for its width and height. Loading until both catalogues are in; an error names it.
 */
export function useOpeningModels(wallHeight: number): {
  models: OpeningModel[];
  loading: boolean;
  error: string | null;
} {
  const loads = useCatalogDocuments(OPENING_CATALOGS);
  const lang = useAtomValue(contentLanguageAtom);
  const documents = useAtomValue(catalogDocumentsAtom);
  const [doors, windows] = [documents.DOORS, documents.WINDOWS];
  const models = useMemo(() => {
    const models: OpeningModel[] = [];
    for (const [catalog, loaded] of [
      ['DOORS', doors],
      ['WINDOWS', windows],
    ] as const) {
      if (!loaded) continue;
      const document = loaded.document;
      for (const model of document.models) {
        try {
          const geometry = evaluate(compileModel(document, model.cod), '', { lang }).geometry;
          // The catalogue says which models are doors or windows, and a window's sill (core/layout).
          const opening = openingOfGeometry(geometry, wallHeight);
          if (!opening) continue;
          models.push({ catalog, model: model.cod, name: model.local?.[lang] ?? model.des, ...opening });
        } catch {
          // A model that does not evaluate at its defaults is not offered.
        }
      }
    }
    return models;
  }, [doors, windows, lang, wallHeight]);
  const states = OPENING_CATALOGS.map((c) => loads[c]);
  const loading = states.some((s) => !s || s.status === 'loading');
  const failed = states.find((s) => s?.status === 'error');
  const error = failed?.status === 'error' ? failed.message : null;
  return { models, loading, error };
}
