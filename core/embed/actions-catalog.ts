// Host actions on catalogue content (spec 5): setModel, insertArticle, loadGallery, openGallery,
// changeVariant, and the layout tool's loadCatalog (spec 4).
import type { JsonValue } from './host';
import { refuse, type ActionRun, type HostAction } from './action-types';
import { text, type Fields } from './fields';
import { HostErrors, HostSuccess, jsonReply, okReply } from './messages';
import type { CodeRef, HostPort, HostState } from './port';

/** The message's catalogue, else the configuration's forced catalogue (spec 5 setModel). */
function catalogOf(data: Fields, state: HostState): string {
  return text(data, 'catalog') ?? (state.forcedCatalog.trim() || refuse(HostErrors.missingCatalog));
}

async function existingCatalog(port: HostPort, catalog: string): Promise<CodeRef> {
  return validRef(await port.findCatalog(catalog)) ?? refuse(HostErrors.catalogNotFound);
}

/** Spec 5: the model lookup must yield exactly one model. */
async function singleModel(port: HostPort, catalog: string, model: string): Promise<CodeRef> {
  const models = refs(await port.findModels(catalog, model));
  if (models.length !== 1) refuse(HostErrors.modelUnknown);
  return models[0]!;
}

/** The catalogue and model a message names (their texts, before any lookup). */
function modelNamed(data: Fields, state: HostState): { catalog: string; model: string } {
  const catalog = catalogOf(data, state);
  return { catalog, model: text(data, 'model') ?? refuse(HostErrors.missingModel) };
}

/** The named catalogue, and the one model of it the name finds. */
async function existingModel(
  port: HostPort,
  named: { catalog: string; model: string },
): Promise<{ catalog: CodeRef; model: CodeRef }> {
  const catalog = await existingCatalog(port, named.catalog);
  return { catalog, model: await singleModel(port, catalog.cod, named.model) };
}

/** A port's answer used as a code: an object with a text `cod`, else nothing. */
function validRef(value: unknown): CodeRef | null {
  if (typeof value !== 'object' || value === null) return null;
  const cod = (value as { cod?: unknown }).cod;
  if (typeof cod !== 'string' || cod === '') return null;
  const des = (value as { des?: unknown }).des;
  return typeof des === 'string' ? { cod, des } : { cod };
}

function refs(values: unknown): CodeRef[] {
  if (!Array.isArray(values)) return [];
  return values.map(validRef).filter((ref): ref is CodeRef => ref !== null);
}

export const setModel: HostAction = {
  requires: { session: 'any' },
  async run({ data, port, state, to }: ActionRun) {
    const { catalog, model } = await existingModel(port, modelNamed(data, state));
    await port.dispatch('setModel', { catalog: catalog.cod, model: model.cod });
    return okReply(to, HostSuccess.modelSet);
  },
};

export const insertArticle: HostAction = {
  requires: { session: 'any' },
  async run({ data, port, state, to }: ActionRun) {
    const named = modelNamed(data, state);
    const classification = text(data, 'classification') ?? refuse(HostErrors.missingClassification);
    const articleText = text(data, 'article') ?? refuse(HostErrors.missingArticle);
    const { catalog, model } = await existingModel(port, named);
    const article =
      validRef(await port.findArticle(catalog.cod, model.cod, classification, articleText)) ??
      refuse(HostErrors.articleNotFound);
    await port.dispatch('insertArticle', {
      catalog: catalog.cod,
      model: model.cod,
      classification,
      article: article.cod,
      side: text(data, 'side') ?? 'L',
      header: text(data, 'header') ?? '',
    });
    return okReply(to, HostSuccess.articleAdded);
  },
};

async function galleriesOf(port: HostPort, catalog: string): Promise<CodeRef[]> {
  const galleries = refs(await port.listGalleries(catalog));
  if (galleries.length === 0) refuse(HostErrors.noGallery);
  return galleries;
}

export const loadGallery: HostAction = {
  requires: { session: 'any' },
  async run({ data, port, state, to }: ActionRun) {
    const catalogText = catalogOf(data, state);
    const wanted = text(data, 'idGallery') ?? refuse(HostErrors.missingGallery);
    const catalog = await existingCatalog(port, catalogText);
    const galleries = await galleriesOf(port, catalog.cod);
    // Spec 5: the gallery is matched case-insensitively.
    const gallery =
      galleries.find((g) => g.cod.toLowerCase() === wanted.toLowerCase()) ??
      refuse(HostErrors.unknownGallery);
    await port.dispatch('loadGallery', { catalog: catalog.cod, idGallery: gallery.cod });
    return okReply(to, HostSuccess.galleryLoaded);
  },
};

/** Shows the catalogue's galleries to choose from; the reply lists them (cod, des) as JSON. */
export const openGallery: HostAction = {
  requires: { session: 'any' },
  async run({ data, port, state, to }: ActionRun) {
    const catalog = await existingCatalog(port, catalogOf(data, state));
    const galleries = await galleriesOf(port, catalog.cod);
    await port.dispatch('openGallery', { catalog: catalog.cod });
    return jsonReply(
      to,
      galleries.map((g): JsonValue => (g.des === undefined ? { cod: g.cod } : { cod: g.cod, des: g.des })),
    );
  },
};

/** Spec 5: varCod and varVal required, both upper-cased. The reply is the row's variants string after. */
export const changeVariant: HostAction = {
  requires: { session: 'any', project: true, view3d: true },
  async run({ data, port, to }: ActionRun) {
    const varCod = text(data, 'varCod') ?? refuse(HostErrors.missingVariantCode);
    const varVal = text(data, 'varVal') ?? refuse(HostErrors.missingVariantValue);
    const variants = await port.dispatch('changeVariant', {
      varCod: varCod.toUpperCase(),
      varVal: varVal.toUpperCase(),
    });
    return okReply(to, typeof variants === 'string' ? variants : '');
  },
};

/** Layout-tool mode (spec 4): a project on this catalogue, at item search. The reply is its code. */
export const loadCatalog: HostAction = {
  requires: { session: 'any' },
  transports: ['layout-tool'],
  async run({ data, port, to }: ActionRun) {
    const catalogText = text(data, 'catalog') ?? refuse(HostErrors.missingCatalog);
    const catalog = await existingCatalog(port, catalogText);
    await port.dispatch('loadCatalog', { catalog: catalog.cod });
    return okReply(to, catalog.cod);
  },
};
