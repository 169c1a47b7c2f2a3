// Helpers to author catalogue documents compactly (en/it/de everywhere).
export const T = (en, it, de) => ({ des: en, local: { en, it, de } });
/** A gallery: a named preset configuration of one model. */
export const gal = (cod, model, variants, en, it, de) => ({ cod, ...T(en, it, de), model, variants });
// What a finish with a swatch is made of (ChoiceValue.material), read from its English name unless
// given: the 3D view draws wood with grain, stone with veins, lacquer and gloss with their sheen.
const MATERIALS = [
  ['glass', /glass/i],
  ['metal', /steel|chrome|brass|bronze|alumin|metal|inox/i],
  ['stone', /marble|quartz|stone|ceramic|calacatta|granite|concrete|fog grey|absolute black/i],
  ['wood', /oak|walnut|wood|ash|veneer|elm|teak|cherry/i],
  ['gloss', /gloss/i],
  ['lacquer', /lacquer/i],
];
const materialOf = (en) => MATERIALS.find(([, re]) => re.test(en))?.[0] ?? 'matt';
export const val = (value, en, it, de, extra = {}) => ({
  value,
  ...T(en, it, de),
  ...extra,
  ...(extra.swatch && !extra.material ? { material: materialOf(en) } : {}),
});
export const choice = (cod, t, values, o = {}) => ({ cod, ...t, type: 'choice', values, ...o });
export const number = (cod, t, min, max, step, o = {}) => ({
  cod,
  ...t,
  type: 'number',
  min,
  max,
  step,
  ...o,
});
export const bool = (cod, t, o = {}) => ({ cod, ...t, type: 'boolean', ...o });
export const text = (cod, t, o = {}) => ({ cod, ...t, type: 'text', ...o });

export const set = (cod, t, variable, value, o = {}) => ({ cod, ...t, kind: 'set', variable, value, ...o });
export const exclude = (cod, t, when, variable, values) => ({
  cod,
  ...t,
  kind: 'exclude',
  ...(when ? { when } : {}),
  variable,
  values,
});
export const requireValues = (cod, t, when, variable, values) => ({
  cod,
  ...t,
  kind: 'require',
  ...(when ? { when } : {}),
  variable,
  values,
});
export const range = (cod, t, variable, o) => ({ cod, ...t, kind: 'range', variable, ...o });
export const validate = (cod, msg, condition, o = {}) => ({
  cod,
  ...msg,
  kind: 'validate',
  condition,
  message: msg.des,
  messageLocal: msg.local,
  ...o,
});
export const register = (cod, des, reg, value, o = {}) => ({
  cod,
  des,
  kind: 'register',
  register: reg,
  value,
  ...o,
});
export const header = (cod, cModel, model, fields) => ({
  cod,
  des: 'Header rule',
  kind: 'header',
  cModel,
  model,
  fields,
});
export const sub = (cod, des, article, qt, o = {}) => {
  const isExpr = /['+(]/.test(article);
  return { cod, des, kind: 'subArticle', ...(isExpr ? { articleExpr: article } : { article }), qt, ...o };
};

// Prices: authored in EUR as numbers; the CHF list is its own, rounded the Swiss way.
export const money = (n) => n.toFixed(2);
export function chf(eur) {
  if (eur === 0) return 0;
  const sign = Math.sign(eur);
  const a = Math.abs(eur);
  let r;
  if (a >= 100) r = Math.round((a * 1.17) / 5) * 5 - 1;
  else if (a >= 20) r = Math.round(a * 1.17) - 0.1;
  else r = Math.ceil(a * 1.2 * 20) / 20;
  return sign * r;
}

/** The EUR list's amount in the CHF list (percents are the same in both lists). */
const convertExtra = (x, conv) => (x.mode === 'percent' ? x : { ...x, price: money(conv(x.price)) });

/** Builds the two price lists from one EUR authoring structure (tables, matrices and extras). */
export function priceLists(p) {
  const list = (cod, t, currency, vat, conv) => ({
    cod,
    ...t,
    currency,
    vat,
    prices: p.prices.map((x) => ({ ...x, price: money(conv(x.price)) })),
    tables: p.tables.map((tb) => ({
      ...tb,
      bands: tb.bands.map((b) => ({ upTo: b.upTo, price: money(conv(b.price)) })),
    })),
    ...(p.matrices
      ? {
          matrices: p.matrices.map((m) => ({
            ...m,
            prices: m.prices.map((row) => row.map((x) => money(conv(x)))),
          })),
        }
      : {}),
    extras: p.extras.map((x) => convertExtra(x, conv)),
  });
  return [
    list(
      'RETAIL-EUR',
      T('Retail price list, euro', 'Listino al pubblico, euro', 'Verkaufspreisliste, Euro'),
      'EUR',
      '22',
      (x) => x,
    ),
    list(
      'RETAIL-CHF',
      T(
        'Retail price list, Swiss francs',
        'Listino al pubblico, franchi svizzeri',
        'Verkaufspreisliste, Schweizer Franken',
      ),
      'CHF',
      '8.1',
      chf,
    ),
  ];
}

export const table = (cod, target, variable, bands, o = {}) => ({
  cod,
  ...target,
  variable,
  mode: o.mode ?? 'fixed',
  ...(o.unit ? { unit: o.unit } : {}),
  bands: bands.map(([upTo, price]) => ({ upTo, price })),
});
export const extra = (variable, value, price, scope = {}) => ({ variable, value, price, ...scope });
/** A surcharge in percent of the line's list price before extras (the same in every list). */
export const percentExtra = (variable, value, percent, scope = {}) => ({
  variable,
  value,
  mode: 'percent',
  percent: String(percent),
  ...scope,
});
/** A price matrix over two number variables; `cell(row, column)` gives the EUR amount. */
export const matrix = (cod, target, rows, columns, cell) => ({
  cod,
  ...target,
  rows,
  columns,
  prices: rows.upTo.map((r) => columns.upTo.map((c) => cell(r, c))),
});
/** A variable group or wizard step: `o` may give order, parent and key. */
export const group = (cod, t, o = {}) => ({ cod, ...t, ...o });

/**
 * A service with its euro amounts as defaults and the franc list's own offer (Swiss-rounded)
 * and VAT 8.1.
 */
export const service = (cod, t, offer, perc) => ({
  cod,
  ...t,
  offer: money(offer),
  perc: String(perc),
  vat: '22',
  prices: [{ priceList: 'RETAIL-CHF', ...(offer ? { offer: money(chf(offer)) } : {}), vat: '8.1' }],
});

export const services = () => [
  service(
    'DELIVERY',
    T('Delivery to the kerb', 'Consegna al piano strada', 'Lieferung bis Bordsteinkante'),
    95,
    2,
  ),
  service(
    'ASSEMBLY',
    T('Assembly by our fitters', 'Montaggio dei nostri tecnici', 'Montage durch unsere Monteure'),
    0,
    12,
  ),
];

/** Plain accessory articles (no model): they name the ERP lines of sub-articles in every language. */
export const PARTS = {
  cod: 'PARTS',
  ...T('Spare parts and fittings', 'Ricambi e accessori', 'Ersatzteile und Beschläge'),
};
export const part = (cod, en, it, de) => ({ cod, ...T(en, it, de), classification: PARTS.cod });
/** The en/it/de texts of one value of a choice variable, for composing part names. */
export function valueTexts(variables, cod, value) {
  const found = variables.find((v) => v.cod === cod)?.values.find((x) => x.value === value);
  if (!found) throw new Error(`No value ${cod}=${value}`);
  return found.local;
}
