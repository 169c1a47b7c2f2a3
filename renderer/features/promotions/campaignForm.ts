// The campaign form's text fields <-> core's CampaignInput; each refused field gets one translated
// message (the field's key), the same rules the server applies.
import { type Campaign, CampaignInput, campaignRunsOn } from '../../../core/pricing/promotions';

export interface CampaignDraft {
  cod: string;
  des: string;
  percent: string;
  /** Catalogue codes separated by commas or spaces; empty: every catalogue. */
  catalogs: string;
  validFrom: string;
  validTo: string;
}

export type CampaignField = keyof CampaignDraft;

export function draftOf(campaign: Campaign | null, today: string): CampaignDraft {
  return campaign
    ? {
        cod: campaign.cod,
        des: campaign.des,
        percent: campaign.percent,
        catalogs: campaign.catalogs.join(', '),
        validFrom: campaign.validFrom,
        validTo: campaign.validTo ?? '',
      }
    : { cod: '', des: '', percent: '', catalogs: '', validFrom: today, validTo: '' };
}

/** The input to send, or the fields to correct (a comma as decimal separator is accepted). */
export function checkDraft(
  draft: CampaignDraft,
): { ok: true; input: CampaignInput } | { ok: false; fields: CampaignField[] } {
  const parsed = CampaignInput.safeParse({
    cod: draft.cod,
    des: draft.des,
    percent: draft.percent.trim().replace(',', '.'),
    catalogs: draft.catalogs.split(/[\s,;]+/).filter(Boolean),
    validFrom: draft.validFrom,
    validTo: draft.validTo.trim() === '' ? null : draft.validTo,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0]) as CampaignField));
  return { ok: false, fields: [...fields] };
}

export type CampaignState = 'running' | 'planned' | 'ended';

export function campaignState(campaign: Campaign, today: string): CampaignState {
  if (campaignRunsOn(campaign, today)) return 'running';
  return campaign.validFrom > today && (campaign.validTo === null || campaign.validTo >= campaign.validFrom)
    ? 'planned'
    : 'ended';
}
