// Catalogue reads (spec 7): catalogues, models, header rule set, item tip, gallery search and load.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  findGallery,
  findModel,
  formatVariantString,
  localise,
  parseVariantString,
} from '../../core/catalog';
import type { Model } from '../../core/catalog';
import type { Database } from '../storage';
import { requireSession } from '../api/auth';
import { badRequest } from '../api/errors';
import { routeFamily } from '../api/route-schema';
import { withCatalogErrors } from './errors';
import { evaluateStored } from './evaluation';
import { searchGalleries, searchValue, toHit } from './galleries';
import { itemTip } from './item-tip';
import { callerPriceList, catalogPriceList } from './price-list';
import {
  CatalogParams,
  CatalogsReply,
  CatalogDocumentReply,
  GalleryParams,
  DocumentQuery,
  GalleryQuery,
  GalleryReply,
  GallerySearchBody,
  GallerySearchReply,
  HeaderBody,
  HeaderReply,
  ItemTipQuery,
  ItemTipReply,
  LangQuery,
  ModelsQuery,
  ModelsReply,
  catalogErrors,
} from './schemas';
import type { CatalogStore } from './store';

const route = routeFamily({ tags: ['catalog'] }, catalogErrors);

function modelSummary(model: Model, lang?: string) {
  return {
    cod: model.cod,
    basemodel: model.basemodel ?? null,
    fldef: model.fldef,
    forcedvariants: model.forcedvariants,
    defaultvariants: model.defaultvariants,
    des: localise(model.des, model.local, lang),
    local: model.local ?? {},
  };
}

/** defaultvar overlaid by forcedvar (names compare case-insensitively; forced wins). */
export function headerVariant(defaultvar = '', forcedvar = ''): string {
  const forced = withCatalogErrors(() => parseVariantString(forcedvar));
  const forcedNames = new Set(forced.map(([name]) => name.toUpperCase()));
  const chosen = withCatalogErrors(() => parseVariantString(defaultvar)).filter(
    ([name]) => !forcedNames.has(name.toUpperCase()),
  );
  return formatVariantString([...chosen, ...forced]);
}

export const catalogReadRoutes: FastifyPluginAsyncZod<{ db: Database; store: CatalogStore }> = async (
  app,
  { db, store },
) => {
  const langOf = (lang: string | undefined, request: { auth: { account: { language: string } } | null }) =>
    lang || request.auth?.account.language || undefined;

  app.get(
    '/catalogs',
    route("Catalogues (cod, des, local); des in ?lang, default the user's language", {
      querystring: LangQuery,
      response: { 200: CatalogsReply },
    }),
    async (request) => {
      const lang = langOf(request.query.lang, request);
      const catalogs = await store.list();
      return {
        catalogs: catalogs.map(({ document: { catalog } }) => ({
          cod: catalog.cod,
          des: localise(catalog.des, catalog.local, lang),
          local: catalog.local ?? {},
        })),
      };
    },
  );

  app.get(
    '/catalogs/:catalog/models',
    route('Models of a catalogue; with ?model= exactly that one (404 Model unknown)', {
      params: CatalogParams,
      querystring: ModelsQuery,
      response: { 200: ModelsReply },
    }),
    async (request) => {
      const { document } = await store.get(request.params.catalog);
      const lang = langOf(request.query.lang, request);
      const wanted = request.query.model;
      const models = wanted ? [withCatalogErrors(() => findModel(document, wanted))] : document.models;
      return { catalog: document.catalog.cod, models: models.map((m) => modelSummary(m, lang)) };
    },
  );

  app.get(
    '/catalogs/:catalog/document',
    route("The catalogue document the browser's rule engine evaluates, with only the caller's price list", {
      description:
        "listid: a project's price list (spec 3), so an open project's rows are priced in its list and " +
        "currency; another than the shop's only for shop staff.",
      params: CatalogParams,
      querystring: DocumentQuery,
      response: { 200: CatalogDocumentReply },
    }),
    async (request, reply) => {
      const { document, hash } = await store.get(request.params.catalog);
      const list = await callerPriceList(db, requireSession(request).account, request.query.listid);
      const priceList =
        withCatalogErrors(() => catalogPriceList(document, list)) ?? document.priceLists[0]?.cod;
      const chosen = document.priceLists.find((l) => l.cod === priceList);
      // Other shops' lists stay on the server: the browser evaluates with the caller's list only.
      void reply.header('cache-control', 'private, max-age=60');
      return {
        catalog: document.catalog.cod,
        hash,
        priceList: chosen?.cod ?? null,
        currency: chosen?.currency ?? null,
        document: {
          ...document,
          priceLists: chosen ? [chosen] : [],
          services: document.services.map((service) => ({
            ...service,
            prices: service.prices.filter((p) => p.priceList === chosen?.cod),
          })),
        },
      };
    },
  );

  app.post(
    '/rules/header',
    route('Header rule set: cModel, model and the tab-separated register of a configuration', {
      body: HeaderBody,
      response: { 200: HeaderReply },
    }),
    async (request) => {
      const body = request.body;
      const stored = await store.get(body.Catalogo);
      let model = body.model;
      if (!model && body.fldef) model = stored.document.models.find((m) => m.fldef)?.cod;
      if (!model) throw badRequest('Missing model', 'MISSING_MODEL');
      const list = await callerPriceList(db, requireSession(request).account);
      const result = withCatalogErrors(() =>
        evaluateStored(stored, model, headerVariant(body.defaultvar, body.forcedvar), {
          list,
          lang: langOf(body.lang, request),
          dataLimits: body.datalimits,
        }),
      );
      const header = result.header ?? { cModel: result.model, model: result.model, register: '' };
      return {
        catalog: result.catalog,
        ...header,
        hasHeaderRule: result.header !== null,
        changed: body.cmodel !== undefined && body.cmodel !== header.cModel,
        values: result.values,
        variant: result.variant,
        valid: result.valid,
        missing: result.missing,
        violations: result.violations,
      };
    },
  );

  app.get(
    '/catalogs/:catalog/item-tip',
    route('Item tip: model and classification names, articles, price at defaults, size', {
      params: CatalogParams,
      querystring: ItemTipQuery,
      response: { 200: ItemTipReply },
    }),
    async (request) => {
      const stored = await store.get(request.params.catalog);
      const list = await callerPriceList(db, requireSession(request).account);
      const { model, classification, lang } = request.query;
      return withCatalogErrors(() =>
        itemTip(stored, model, classification || undefined, { list, lang: langOf(lang, request) }),
      );
    },
  );

  app.post(
    '/galleries/search',
    route('Gallery search (catalog, filter1..filter5, l1, l2, t, order; 0 means no filter)', {
      body: GallerySearchBody,
      response: { 200: GallerySearchReply },
    }),
    async (request) => {
      const body = request.body;
      const catalog = searchValue(body.catalog);
      const documents = catalog
        ? [(await store.get(catalog)).document]
        : (await store.list()).map((c) => c.document);
      const filters = [body.filter1, body.filter2, body.filter3, body.filter4, body.filter5].map(searchValue);
      const galleries = searchGalleries(documents, {
        filters,
        l1: searchValue(body.l1),
        l2: searchValue(body.l2),
        text: searchValue(body.t),
        order: body.order,
        lang: langOf(body.lang, request),
      });
      return { galleries };
    },
  );

  app.get(
    '/catalogs/:catalog/galleries/:cod',
    route('Load a gallery (code matched case-insensitively) with its configuration evaluated', {
      params: GalleryParams,
      querystring: GalleryQuery,
      response: { 200: GalleryReply },
    }),
    async (request) => {
      const stored = await store.get(request.params.catalog);
      const list = await callerPriceList(db, requireSession(request).account, request.query.listid);
      const lang = langOf(request.query.lang, request);
      const gallery = withCatalogErrors(() => findGallery(stored.document, request.params.cod));
      const evaluation = withCatalogErrors(() =>
        evaluateStored(stored, gallery.model, gallery.variants, { list, lang }),
      );
      return { gallery: toHit(stored.document, gallery, lang), evaluation };
    },
  );
};
