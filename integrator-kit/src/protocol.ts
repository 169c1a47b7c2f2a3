// The messages of Arredo's host protocol, as a parent page sees them (core/embed/README.md in the app).

/** Every reply and event: status 0 ok, 1 error; msg is always text (JSON values are stringified). */
export interface ArredoMessage {
  readonly status: 0 | 1;
  readonly action: string;
  readonly msg: string;
  readonly requestId?: string | number;
  /** loaded, loginDone, saved, save, configure. */
  readonly sessionId?: string | null;
  /** saved, save. */
  readonly projectId?: number | null;
  /** pricesChanged, partsChanged: SHA-256 (hex) of msg. */
  readonly hash?: string;
  /** offerProgress: 0.1, 0.2, 0.4, 0.6. */
  readonly progress?: number;
  /** APP 'RSA login failed': why. */
  readonly detail?: string;
  /** APP 'APP loaded': the protocol version. */
  readonly protocol?: number;
}

/** The data each action takes (spec 5). Codes are matched case-insensitively by the app. */
export interface ArredoActions {
  changeVariant: { varCod: string; varVal: string };
  getJsonProject: undefined;
  insertArticle: {
    catalog?: string;
    model: string;
    classification: string;
    article: string;
    side?: string;
    header?: string;
  };
  setModel: { catalog?: string; model: string };
  loadGallery: { catalog?: string; idGallery: string };
  openGallery: { catalog?: string };
  navigateTo: { page: string; params?: string | readonly (string | number)[] };
  goTo: { page: string; params?: string | readonly (string | number)[] };
  openProject: { id: number | string };
  saveProject: { description?: string } | undefined;
  saveTranslations: { lang: string; translations: Record<string, string> };
  takePicture: { width?: number; height?: number } | undefined;
  setLang: { lang: string };
  login: { id: string; user: string; password: string } | { key: string } | { guest: true };
  save: undefined;
  generateOffer: undefined;
  configure: { id?: number | string; project?: number | string; boxid?: string } | undefined;
}

export type ArredoActionName = keyof ArredoActions;

export const ARREDO_ACTIONS: readonly ArredoActionName[] = [
  'changeVariant',
  'getJsonProject',
  'insertArticle',
  'setModel',
  'loadGallery',
  'openGallery',
  'navigateTo',
  'goTo',
  'openProject',
  'saveProject',
  'saveTranslations',
  'takePicture',
  'setLang',
  'login',
  'save',
  'generateOffer',
  'configure',
];

/** pricesChanged's content: totals as decimal text, never binary floats. */
export interface ArredoPrices {
  currency: string;
  totalGoods: string;
  goodsAfterDiscount: string;
  totalServices: string;
  totVatE: string;
  vat: string;
  totVatI: string;
  generalTotal: string;
}

/** partsChanged's content: each priced row's ERP lines. */
export interface ArredoParts {
  rows: { uniqueid: string | number; catalog: string; lines: { level: number; cod: string; qt: string }[] }[];
}

/** A change event: the parsed content, its hash and the raw message. */
export interface ArredoChange<T> {
  readonly value: T;
  readonly hash: string;
  readonly message: ArredoMessage;
}

/** The events the app sends on its own, by name. */
export interface ArredoEvents {
  /** 'APP loaded' (each time the app starts in the frame) and APP errors ('RSA login failed'). */
  app: ArredoMessage;
  loaded: ArredoMessage;
  loginDone: ArredoMessage;
  saved: ArredoMessage;
  offerProgress: ArredoMessage;
  pricesChanged: ArredoChange<ArredoPrices>;
  partsChanged: ArredoChange<ArredoParts>;
}

export type ArredoEventName = keyof ArredoEvents;
