import type { ConfigFile } from './schema';

/**
 * The default configuration, identical to resources/config/config.json (a test keeps them equal):
 * tests and tools start from it without reading files.
 */
export const defaultConfigFile: ConfigFile = {
  config: {
    customer: null,
    rfServer: '',
    transname: 'arredo',
    openIdIntegration: false,
    oidcSettings: { authority: '' },
    rfAuthHidden: false,
    isguest: true,
    measures: { length: 'MM', weight: 'KG', volume: 'CR', lengthDecimals: 0 },
    nround: { ext: { num: 0 } },
    currency: 'EUR',
    forcedcatalog: '',
    languages: ['en', 'it', 'de'],
    customerAssignment: false,
    customparams: {
      roStatus: ['ordered', 'inProduction', 'shipped', 'delivered'],
      needSaveArticles: true,
      usefulVar: [],
      selectRoom: true,
      customItemSearch: false,
      photoRow: true,
    },
    autologin: { id: '', user: '', password: '' },
    selectedReport: 'offer',
  },
  backsite: '',
  sites: [],
  // The sample kitchen's fronts name the FRONTS class: declared, so its Choose button opens the
  // swatches instead of telling a seller the configuration lacks it.
  dclass: { FRONTS: { comp: 'FrontSwatches' } },
  monitoring: { key: '' },
};
