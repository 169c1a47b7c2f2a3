// Realistic projects for the offer tests: rows evaluated from the sample catalogues with
// core/catalog (so they carry real ERP lines with accessories), plus customer, services and discounts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileModel, evaluate } from '../../core/catalog';
import type { ProjectInput } from '../../core/project/schema';
import { sampleCatalog } from '../catalogs/samples';
import { stripedPng } from './png';

export const ICON_DATA_URL = `data:image/png;base64,${readFileSync(
  fileURLToPath(new URL('../../resources/icons/icon.png', import.meta.url)),
).toString('base64')}`;

/** Models printed in turn, with a configuration each (variant strings of the sample catalogues). */
const MODELS: { catalog: string; model: string; variant: string }[] = [
  { catalog: 'KITCHEN', model: 'B1', variant: 'WIDTH=600' },
  { catalog: 'KITCHEN', model: 'B3D', variant: 'WIDTH=800' },
  { catalog: 'LIVING', model: 'SB', variant: '' },
  { catalog: 'KITCHEN', model: 'W1', variant: '' },
  { catalog: 'LIVING', model: 'DT', variant: '' },
  { catalog: 'KITCHEN', model: 'TO', variant: '' },
  { catalog: 'LIVING', model: 'TV', variant: '' },
];

export interface SampleOptions {
  rows?: number;
  currency?: 'EUR' | 'CHF';
  lang?: string;
  /** Pictures on the project and on every third row (default true). */
  pictures?: boolean;
  /** Every row gets its own 100x100 picture (spec 9's row picture size) instead. */
  distinctPictures?: boolean;
}

/** A project as a client would send it (raw JSON, validated by the server). */
export function sampleProject(options: SampleOptions = {}): ProjectInput {
  const count = options.rows ?? 6;
  const currency = options.currency ?? 'EUR';
  const priceList = currency === 'CHF' ? 'RETAIL-CHF' : 'RETAIL-EUR';
  const pictures = options.pictures ?? true;
  const evaluated = MODELS.map(({ catalog, model, variant }) =>
    evaluate(compileModel(sampleCatalog(catalog), model), variant, { priceList, lang: options.lang ?? 'en' }),
  );
  const rows = Array.from({ length: count }, (_, index) => {
    const source = MODELS[index % MODELS.length]!;
    const result = evaluated[index % MODELS.length]!;
    return {
      uniqueid: `r${index + 1}`,
      boxid: index + 1,
      catalog: source.catalog,
      model: source.model,
      cod: result.erp[0]?.cod ?? source.model,
      erp: result.erp,
      var: result.variant,
      rule: [],
      ...(options.distinctPictures
        ? { img: stripedPng(index) }
        : pictures && index % 3 === 0
          ? { img: ICON_DATA_URL }
          : {}),
    };
  });
  const living = sampleCatalog('LIVING').services;
  const kitchen = sampleCatalog('KITCHEN').services;
  return {
    schemaVersion: 2,
    id: 4711,
    des: 'Küche & Wohnzimmer – Familie Müller',
    status: 'assigned',
    currency,
    rows,
    ...(pictures ? { img: ICON_DATA_URL } : {}),
    orderaddress: [
      {
        firstname: 'Jürgen',
        surname: 'Müller-Lüdenscheidt',
        street: 'Via Garibaldi 12',
        postalcode: '39100',
        city: 'Bolzano',
        county: 'BZ',
        country: 'Italia',
        email: 'juergen.mueller@example.com',
        mobile: '+39 333 1234567',
        vat: 'IT01234567890',
      },
    ],
    customerFields: {
      vat: currency === 'CHF' ? '8.1' : '22',
      discount1: '5',
      discount2: '100',
      notes: 'Lieferung im März, bitte vorher anrufen.\nConsegna al piano: è necessario l’ascensore.',
      rows: rows.map((row, index) => ({
        uniqueid: row.uniqueid,
        vat: '0',
        checkVat: false,
        ntp: false,
        qt: index % 5 === 4 ? 2 : 1,
      })),
      catalogsRows: { KITCHEN: { discount1: '10', discount: '50.00' } },
      servicesRows: {
        LIVING: living.map(({ cod, des, offer, perc, vat }) => ({ cod, des, offer, perc, vat })),
        KITCHEN: kitchen
          .slice(0, 1)
          .map(({ cod, des, offer, perc, vat }) => ({ cod, des, offer, perc, vat })),
      },
    },
  };
}
