// /api/v1/admin/promotions: a shop's administrator lists, creates, edits and ends its campaigns;
// /api/v1/promotions/shop: the signed-in shop's campaigns, which the browser prices with (the
// server prices offers and re-evaluations with the project's shop's, so it stays the authority).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Campaign, CampaignInput } from '../../core/pricing/promotions';
import { requireAdmin, requireSession } from '../api/auth';
import { forbidden } from '../api/errors';
import { routeFamily } from '../api/route-schema';
import { ErrorReply, errorReplies } from '../api/schemas';
import type { Database } from '../storage';
import { createCampaign, endCampaign, shopCampaigns, updateCampaign } from './store';

const CampaignList = z.object({ campaigns: z.array(Campaign) });
const Id = z.object({ id: z.coerce.number().int().positive('A campaign id is a positive number') });

/** Any signed-in caller's: no session (401). */
const signedInRoute = routeFamily({ tags: ['promotions'] }, errorReplies(401));
/** Administrators' calls: a bad request (400), no session (401), not an administrator (403). */
const adminErrors = errorReplies(400, 401, 403);
const adminRoute = routeFamily({ tags: ['promotions'] }, adminErrors);
/** An administrator's call on one campaign, /admin/promotions/:id. */
const campaignRoute = routeFamily({ tags: ['promotions'], params: Id }, adminErrors);

const adminShop = (request: Parameters<typeof requireAdmin>[0]) => {
  const shop = requireAdmin(request).account.shop;
  if (!shop) throw forbidden('Your account belongs to no shop, so it has no campaigns', 'NO_SHOP');
  return shop.id;
};

export const promotionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/promotions/shop',
    signedInRoute("The signed-in shop's campaigns (running, future and ended): the ones that change prices", {
      response: { 200: CampaignList },
    }),
    async (request) => {
      const shop = requireSession(request).account.shop;
      return { campaigns: shop ? await shopCampaigns(db, shop.id) : [] };
    },
  );

  app.get(
    '/admin/promotions',
    adminRoute("The administrator's shop's campaigns", { response: { 200: CampaignList } }),
    async (request) => ({ campaigns: await shopCampaigns(db, adminShop(request)) }),
  );

  app.post(
    '/admin/promotions',
    adminRoute('Create a campaign: a percent off catalogues from a start date to an end date (inclusive)', {
      body: CampaignInput,
      response: { 201: Campaign, 409: ErrorReply },
    }),
    async (request, reply) => {
      const campaign = await createCampaign(db, adminShop(request), request.body);
      return reply.code(201).send(campaign);
    },
  );

  app.put(
    '/admin/promotions/:id',
    campaignRoute('Change a campaign', {
      body: CampaignInput,
      response: { 200: Campaign, ...errorReplies(404, 409) },
    }),
    async (request) => updateCampaign(db, adminShop(request), request.params.id, request.body),
  );

  app.post(
    '/admin/promotions/:id/end',
    campaignRoute('End a campaign now: its last day becomes yesterday', {
      response: { 200: Campaign, 404: ErrorReply },
    }),
    async (request) => endCampaign(db, adminShop(request), request.params.id),
  );
};
