import { useEffect, useMemo, useState } from 'react';
import type { Project } from '../../../core/project/schema';
import { currentActionContext } from '../../actions';
import { ensureCatalog } from '../../actions/catalogs';
import { catalogDocumentsAtom, type LoadedCatalog } from '../../state/catalogs';
import { useAtomValue } from '../../state/store';

export type DocumentState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; loaded: LoadedCatalog };

/**
 * Loads catalogue documents (once per session, shared with the actions) and follows them. A new
 * `attempt` (a Try again) loads the failed ones again.
 */
export function useCatalogDocuments(cods: readonly string[], attempt = 0): Record<string, DocumentState> {
  const documents = useAtomValue(catalogDocumentsAtom);
  // Each failure with the attempt it belongs to: a new attempt shows its documents loading again.
  const [errors, setErrors] = useState<Record<string, { message: string; attempt: number }>>({});
  const key = cods.join('\n');
  useEffect(() => {
    for (const cod of key ? key.split('\n') : []) {
      ensureCatalog(currentActionContext(), cod).catch((error: unknown) =>
        setErrors((all) => ({ ...all, [cod]: { message: (error as Error).message, attempt } })),
      );
    }
  }, [key, attempt]);
  const states: Record<string, DocumentState> = {};
  for (const cod of cods) {
    const loaded = documents[cod];
    const error = errors[cod]?.attempt === attempt ? errors[cod] : undefined;
    states[cod] = loaded
      ? { status: 'ready', loaded }
      : error
        ? { status: 'error', message: error.message }
        : { status: 'loading' };
  }
  return states;
}

/** The catalogues the project's rows come from, each once, in the order of their first row. */
export function useProjectCatalogs(project: Project | null): readonly string[] {
  const rows = project?.rows;
  return useMemo(() => [...new Set(rows?.map((r) => r.catalog) ?? [])], [rows]);
}

/** Loads and follows the documents of every catalogue the project's rows come from. */
export function useProjectCatalogDocuments(project: Project | null): Record<string, DocumentState> {
  return useCatalogDocuments(useProjectCatalogs(project));
}
