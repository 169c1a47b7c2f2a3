// Prices (spec 7): recompute prices per row, re-evaluate a project, rule load per row, promotions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatVariantString } from '../../core/catalog';
import type { Database } from '../storage';
import { requireSession } from '../api/auth';
import { badRequest } from '../api/errors';
import { routeFamily } from '../api/route-schema';
import { parseProject } from '../projects/parse';
import { withCatalogErrors } from './errors';
import { evaluateStored } from './evaluation';
import { callerPriceList } from './price-list';
import { recomputeRows, reevaluateProject } from './pricing';
import { readPromotions, selectPromotions } from './promotions';
import { callerCampaigns } from '../promotions/store';
import { campaignRunsOn } from '../../core/pricing/promotions';
import {
  EvaluationReply,
  PromotionsQuery,
  PromotionsReply,
  RecomputeBody,
  RecomputeReply,
  ReevaluateBody,
  ReevaluateReply,
  RuleLoadBody,
  catalogErrors,
} from './schemas';
import type { CatalogStore } from './store';

const route = routeFamily({ tags: ['prices'] }, catalogErrors);

const today = () => new Date().toISOString().slice(0, 10);

export const priceRoutes: FastifyPluginAsyncZod<{
  db: Database;
  store: CatalogStore;
  promotionsPath: string;
}> = async (app, { db, store, promotionsPath }) => {
  app.post(
    '/prices/recompute',
    route('Recompute prices: rows (uniqueid, boxid, catalog, model, cmodel, neutro, erp) get new ERP lines', {
      description:
        "Each row's neutro variant string is evaluated against the caller's price list (the shop's, or " +
        'listid for shop staff). Other row fields are ignored. A row that cannot be evaluated comes back ' +
        'with ok false, its error and its ERP lines unchanged.',
      body: RecomputeBody,
      response: { 200: RecomputeReply },
    }),
    async (request) => {
      const list = await callerPriceList(db, requireSession(request).account, request.body.listid);
      return { rows: await recomputeRows(store, request.body.rows, list) };
    },
  );

  app.post(
    '/projects/reevaluate',
    route('Re-evaluate a whole project: every row evaluated, totals repriced into customerFields', {
      description:
        "Uses the project's listid when given and allowed, else the shop's price list. Rows that cannot be " +
        'evaluated keep their lines, get evaluationError and are listed in failed.',
      body: ReevaluateBody,
      response: { 200: ReevaluateReply },
    }),
    async (request) => {
      const project = parseProject(request.body.project);
      const listid = project.listid === undefined ? undefined : String(project.listid);
      const { account } = requireSession(request);
      const list = await callerPriceList(db, account, listid);
      return reevaluateProject(store, project, list, today(), await callerCampaigns(db, account.shop));
    },
  );

  app.post(
    '/rules/load',
    route('Rule load: evaluate one configuration (values, available values, ranges, ERP lines ...)', {
      body: RuleLoadBody,
      response: { 200: EvaluationReply },
    }),
    async (request) => {
      const body = request.body;
      if (body.variant !== undefined && body.rule !== undefined) {
        throw badRequest('Give variant or rule, not both', 'VARIANT_AND_RULE');
      }
      const stored = await store.get(body.catalog);
      const auth = requireSession(request);
      const list = await callerPriceList(db, auth.account, body.listid);
      return withCatalogErrors(() => {
        const variant =
          body.variant ?? formatVariantString((body.rule ?? []).map((r) => [r.cod, r.value] as const));
        return evaluateStored(stored, body.model, variant, {
          list,
          lang: body.lang || auth.account.language,
          dataLimits: body.datalimits,
        });
      });
    },
  );

  app.get(
    '/promotions',
    route('Promotions of a catalogue on an order date: campaigns, deliveries, lists', {
      querystring: PromotionsQuery,
      response: { 200: PromotionsReply },
    }),
    async (request) => {
      const { catalog, orderdate } = request.query;
      const date = orderdate || today();
      const reply = selectPromotions(await readPromotions(promotionsPath), catalog || null, date);
      // The caller's shop's stored campaigns running then join the feed's: the ones that price.
      const stored = await callerCampaigns(db, request.auth?.account.shop ?? null);
      const running = stored.filter(
        (c) =>
          campaignRunsOn(c, date) &&
          (!catalog || !c.catalogs.length || c.catalogs.includes(catalog.toUpperCase())),
      );
      return {
        ...reply,
        campaigns: [
          ...reply.campaigns,
          ...running.map((c) => ({
            cod: c.cod,
            des: c.des,
            discount: c.percent,
            ...(c.catalogs.length ? { catalogs: c.catalogs } : {}),
            validFrom: c.validFrom,
            ...(c.validTo ? { validTo: c.validTo } : {}),
            stored: true,
          })),
        ],
      };
    },
  );
};
