// An in-memory actions facade for the transports' tests: records each dispatched action with its arguments,
// answers with configured results, and notifies subscribers when its snapshot changes.
import type { CodeRef, AppActionName } from '../../core/embed';
import type { EmbedFacade, EmbedSnapshot } from './facade';

export interface FakeCall {
  name: AppActionName;
  args: unknown;
}

export const fakeRoutes = [
  { name: 'home', path: '/home' },
  { name: 'itemsearchprj', path: '/itemsearch/:newprj' },
  { name: 'configurator3d', path: '/configurator3d' },
  { name: 'configuratorFrame', path: '/configuratorFrame' },
];

export class FakeFacade implements EmbedFacade {
  calls: FakeCall[] = [];
  /** What each action resolves to; a function gets the arguments; an Error rejects. */
  results: Partial<Record<AppActionName, unknown>> = {};
  current: EmbedSnapshot = {
    user: 'pro',
    sessionId: 'session-1',
    project: null,
    projectId: null,
    revision: null,
    view3d: false,
    singleArticle: false,
    languages: ['en', 'it', 'de'],
    forcedCatalog: '',
    routes: fakeRoutes,
    currency: 'EUR',
  };
  catalogs: Record<string, { models: Record<string, Record<string, string[]>>; galleries: CodeRef[] }> = {
    KITCHEN: {
      models: { B1: { DOORS: ['A100', 'A200'] } },
      galleries: [{ cod: 'G-ONE', des: 'Gallery one' }],
    },
  };
  readonly #listeners = new Set<() => void>();

  dispatch = (async (name: AppActionName, args?: unknown) => {
    this.calls.push({ name, args });
    const result = this.results[name];
    if (result instanceof Error) throw result;
    return typeof result === 'function' ? (result as (a: unknown) => unknown)(args) : result;
  }) as EmbedFacade['dispatch'];

  names(): AppActionName[] {
    return this.calls.map((c) => c.name);
  }

  snapshot(): EmbedSnapshot {
    return this.current;
  }

  /** Changes the snapshot and tells the subscribers, as a store change would. */
  update(patch: Partial<EmbedSnapshot>): void {
    this.current = { ...this.current, ...patch };
    for (const listener of [...this.#listeners]) listener();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }

  async findCatalog(catalog: string): Promise<CodeRef | null> {
    const cod = Object.keys(this.catalogs).find((c) => c.toUpperCase() === catalog.toUpperCase());
    return cod ? { cod } : null;
  }

  async findModels(catalog: string, model: string): Promise<readonly CodeRef[]> {
    return Object.keys(this.catalogs[catalog]?.models ?? {})
      .filter((cod) => cod.startsWith(model.toUpperCase()))
      .map((cod) => ({ cod }));
  }

  async findArticle(catalog: string, model: string, classification: string, article: string) {
    const articles = this.catalogs[catalog]?.models[model]?.[classification] ?? [];
    return articles.includes(article) ? { cod: article } : null;
  }

  async listGalleries(catalog: string): Promise<readonly CodeRef[]> {
    return this.catalogs[catalog]?.galleries ?? [];
  }
}
