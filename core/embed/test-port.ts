// An in-memory HostPort for the protocol's tests: a small app with two catalogues, a project store and a
// call log, whose behaviour follows the renderer's (what it changes is visible through state()).
import type { JsonValue } from './host';
import type { HostDocument } from './messages';
import type {
  CodeRef,
  AppActionCalls,
  AppActionName,
  HostPort,
  HostRoute,
  HostState,
  InsertArticleArgs,
  LoginRequest,
  OfferFile,
  OfferProgress,
} from './port';

export interface TestPortCall {
  readonly method: string;
  readonly args: readonly unknown[];
}

export const testRoutes: readonly HostRoute[] = [
  { name: 'home', path: '/home' },
  { name: 'itemsearchprj', path: '/itemsearch/:newprj' },
  { name: 'configurator3d', path: '/configurator3d' },
  { name: 'closetool', path: '/closetool/:idRow?' },
  { name: 'rsalogin', path: '/rsalogin/:key/:action?' },
  { name: 'offerview', path: '/offerview' },
];

interface TestCatalog {
  cod: string;
  models: Record<string, Record<string, string[]>>;
  galleries: CodeRef[];
}

/** KITCHEN: models B1, B2 (so 'B' is ambiguous), galleries G-ONE and G-TWO. LIVING: no galleries. */
const catalogs: TestCatalog[] = [
  {
    cod: 'KITCHEN',
    models: { B1: { DOORS: ['A100', 'A200'] }, B2: { DOORS: ['A300'] } },
    galleries: [
      { cod: 'G-ONE', des: 'Gallery one' },
      { cod: 'G-TWO', des: 'Gallery two' },
    ],
  },
  { cod: 'LIVING', models: { SIDEBOARD: { BODY: ['S1'] } }, galleries: [] },
];

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export interface TestProject {
  id: number | null;
  description: string;
  rows: { boxid: string; catalog: string; model: string; variants: Record<string, string> }[];
  currentRow: number;
}

export class TestPort implements HostPort {
  calls: TestPortCall[] = [];
  current: HostState = {
    user: 'pro',
    sessionId: 'session-1',
    project: null,
    view3d: false,
    languages: ['en', 'it', 'de'],
    forcedCatalog: '',
    routes: testRoutes,
  };
  project: TestProject | null = null;
  language = 'en';
  path = '/home';
  /** Saved projects by id; 404 gives 'Missing Project File'. */
  saved = new Map<number, TestProject | 'missing'>([
    [7, { id: 7, description: 'Kitchen', rows: [], currentRow: -1 }],
  ]);
  nextId = 100;
  /** Set to make the next port action reject with this. */
  failWith: unknown = undefined;
  singleArticleFrame = false;

  private record(method: string, ...args: unknown[]): void {
    this.calls.push({ method, args });
    if (this.failWith !== undefined) {
      const failure = this.failWith;
      this.failWith = undefined;
      throw failure;
    }
  }

  /** The calls of one method. */
  callsOf(method: string): readonly unknown[][] {
    return this.calls.filter((c) => c.method === method).map((c) => [...c.args]);
  }

  set(patch: Partial<HostState>): this {
    this.current = { ...this.current, ...patch };
    return this;
  }

  openNew(description = ''): this {
    this.project = { id: null, description, rows: [], currentRow: -1 };
    return this.sync();
  }

  private sync(): this {
    this.current = {
      ...this.current,
      project: this.project ? { id: this.project.id, description: this.project.description } : null,
    };
    return this;
  }

  state(): HostState {
    return this.current;
  }

  /** The app's actions, as the renderer's table runs them: each by its name, over this port's state. */
  private readonly actions: { [Name in AppActionName]: (args: AppActionCalls[Name]['args']) => unknown } = {
    navigate: ({ path }) => this.navigateTo(path),
    setLanguage: ({ language }) => this.setLang(language),
    setModel: (args) => this.setModel(args),
    insertArticle: (args) => this.insertArticle(args),
    changeVariant: (args) => this.changeVariant(args),
    loadGallery: ({ catalog, idGallery }) => this.loadGallery({ catalog, gallery: idGallery }),
    openGallery: ({ catalog }) => catalog,
    openProject: ({ id }) => this.openProject(id),
    saveProject: (args) => this.saveProject(args),
    newProject: (args) => this.newProject(args),
    selectRow: ({ boxId }) => this.selectRow(boxId),
    login: (args) => this.login({ kind: 'credentials', ...args }),
    rsaLogin: ({ key }) => this.login({ kind: 'rsa', key }),
    guestLogin: () => this.login({ kind: 'guest' }),
    save: () => this.save(),
    exportProject: () => this.getJsonProject(),
    saveTranslations: (args) => this.saveTranslations(args),
    takePicture: (args) => this.takePicture(args),
    generateOffer: ({ onProgress }) => this.generateOffer(onProgress),
    loadCatalog: ({ catalog }) => this.loadCatalog(catalog),
  };

  /** Runs an action of the table; each call is recorded by its action name. */
  dispatch = (async (name: AppActionName, ...rest: unknown[]) => {
    this.record(name, ...rest);
    const action = this.actions[name] as ((args: unknown) => unknown) | undefined;
    if (!action) throw new Error(`Unknown action: ${String(name)}`);
    return action(rest[0]);
  }) as HostPort['dispatch'];

  async findCatalog(catalog: string): Promise<CodeRef | null> {
    const found = catalogs.find((c) => c.cod.toLowerCase() === catalog.toLowerCase());
    return found ? { cod: found.cod } : null;
  }

  async findModels(catalog: string, model: string): Promise<readonly CodeRef[]> {
    const found = catalogs.find((c) => c.cod === catalog);
    return Object.keys(found?.models ?? {})
      .filter((cod) => cod.startsWith(model.toUpperCase()))
      .map((cod) => ({ cod }));
  }

  async findArticle(
    catalog: string,
    model: string,
    classification: string,
    article: string,
  ): Promise<CodeRef | null> {
    const articles = catalogs.find((c) => c.cod === catalog)?.models[model]?.[classification] ?? [];
    return articles.includes(article) ? { cod: article } : null;
  }

  async listGalleries(catalog: string): Promise<readonly CodeRef[]> {
    return catalogs.find((c) => c.cod === catalog)?.galleries ?? [];
  }

  private ensureProject(): TestProject {
    if (!this.project) this.openNew();
    return this.project!;
  }

  private addRow(catalog: string, model: string): void {
    const project = this.ensureProject();
    project.rows.push({ boxid: `BOX${project.rows.length + 1}`, catalog, model, variants: {} });
    project.currentRow = project.rows.length - 1;
    this.set({ view3d: true });
    this.path = '/configurator3d';
    this.sync();
  }

  private variantsOfCurrentRow(): string {
    const row = this.project?.rows[this.project.currentRow];
    return Object.entries(row?.variants ?? {})
      .map(([name, value]) => `${name}=${value}`)
      .join(';');
  }

  async changeVariant(args: { varCod: string; varVal: string }): Promise<string> {
    const row = this.project?.rows[this.project.currentRow];
    if (!row) throw new Error('No current row');
    if (args.varCod === 'WIDTH' && !/^\d+$/.test(args.varVal))
      throw new Error(`Value ${args.varVal} not allowed for WIDTH`);
    row.variants[args.varCod] = args.varVal;
    return this.variantsOfCurrentRow();
  }

  async getJsonProject(): Promise<JsonValue> {
    const project = this.ensureProject();
    return {
      id: project.id,
      des: project.description,
      rows: project.rows.map((r) => ({ ...r, variants: { ...r.variants } })),
    };
  }

  async insertArticle(args: InsertArticleArgs): Promise<void> {
    this.addRow(args.catalog, args.model);
  }

  async loadGallery(args: { catalog: string; gallery: string }): Promise<void> {
    this.addRow(args.catalog, args.gallery);
  }

  async navigateTo(path: string): Promise<void> {
    this.path = path;
    this.set({ view3d: path === '/configurator3d' });
  }

  async openProject(id: number): Promise<void> {
    const stored = this.saved.get(id);
    if (stored === 'missing') throw new Error('Missing Project File');
    if (!stored) throw new Error(`Project ${id} not found`);
    this.project = clone(stored);
    this.sync();
  }

  async saveProject(args: { description?: string }): Promise<{ id: number }> {
    const project = this.ensureProject();
    if (args.description !== undefined) project.description = args.description;
    project.id ??= this.nextId++;
    this.saved.set(project.id, clone(project));
    this.sync();
    return { id: project.id };
  }

  translations: Record<string, Record<string, string>> = {};
  async saveTranslations(args: {
    lang: string;
    translations: Readonly<Record<string, string>>;
  }): Promise<void> {
    this.translations[args.lang] = { ...this.translations[args.lang], ...args.translations };
  }

  async takePicture(args: { width: number; height: number }): Promise<string> {
    return `data:image/png;base64,${args.width}x${args.height}`;
  }

  async setLang(lang: string): Promise<void> {
    this.language = lang;
  }

  async setModel(args: { catalog: string; model: string }): Promise<void> {
    this.addRow(args.catalog, args.model);
  }

  async login(request: LoginRequest): Promise<void> {
    if (request.kind === 'guest') return void this.set({ user: 'guest', sessionId: 'guest-session' });
    if (request.kind === 'rsa') {
      if (request.key !== 'good.key.sig') throw new Error('RSA login failed: signature does not verify');
      return void this.set({ user: 'pro', sessionId: 'rsa-session' });
    }
    if (request.password !== 'right') throw new Error('Incorrect data, please check your credentials.');
    this.set({ user: 'pro', sessionId: 'login-session' });
  }

  async newProject(_args: { skipChoices: boolean }): Promise<void> {
    this.openNew();
  }

  async selectRow(boxId: string): Promise<void> {
    const index = this.project?.rows.findIndex((r) => r.boxid === boxId) ?? -1;
    if (index < 0) throw new Error(`Row ${boxId} not found`);
    this.project!.currentRow = index;
  }

  async save(): Promise<void> {
    if (this.current.user === 'pro' || this.current.user === 'customer') await this.saveProject({});
  }

  document(): HostDocument {
    if (this.singleArticleFrame) return { variants: this.variantsOfCurrentRow() };
    return {
      project: {
        id: this.project?.id ?? null,
        des: this.project?.description ?? '',
        rows: this.project?.rows.length ?? 0,
      },
    };
  }

  async generateOffer(onProgress: (progress: OfferProgress) => void): Promise<OfferFile> {
    for (const step of [0.1, 0.2, 0.4, 0.6] as const) onProgress(step);
    return { url: '/api/v1/reports/abc', fileName: 'order_merge.pdf' };
  }

  async loadCatalog(_catalog: string): Promise<void> {
    this.openNew();
    this.path = '/itemsearch';
  }
}
