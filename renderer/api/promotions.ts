// Price campaigns (server/promotions/routes.ts): the signed-in shop's, which the browser prices
// with, and an administrator's list, create, edit and end.
import { z } from 'zod';
import { Campaign, type CampaignInput } from '../../core/pricing/promotions';
import { checkedReply } from './replies';
import { defaultTransport, type Transport } from './transport';

const CampaignList = z.object({ campaigns: z.array(Campaign) });

export interface PromotionsApi {
  /** The signed-in shop's campaigns (running, future and ended). */
  shop(): Promise<Campaign[]>;
  list(): Promise<Campaign[]>;
  create(input: CampaignInput): Promise<Campaign>;
  update(id: number, input: CampaignInput): Promise<Campaign>;
  /** Ends it now: its last day becomes yesterday. */
  end(id: number): Promise<Campaign>;
}

export function createPromotionsApi(transport: Transport = defaultTransport): PromotionsApi {
  const list = async (path: string) =>
    checkedReply(CampaignList, path, await transport.json('GET', path)).campaigns;
  const one = (call: string, reply: unknown) => checkedReply(Campaign, call, reply);
  return {
    shop: () => list('promotions/shop'),
    list: () => list('admin/promotions'),
    create: async (input) =>
      one('create promotion', await transport.json('POST', 'admin/promotions', { body: input })),
    update: async (id, input) =>
      one('update promotion', await transport.json('PUT', `admin/promotions/${id}`, { body: input })),
    end: async (id) =>
      one('end promotion', await transport.json('POST', `admin/promotions/${id}/end`, { body: {} })),
  };
}
