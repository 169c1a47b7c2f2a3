// Open project (spec 4): the unsaved check, the load (reset steps and filters, customer rows built
// when missing), the price-list check, then the offer screen.
import { MISSING_PROJECT_FILE } from '../../../core/embed/messages';
import { ApiError } from '../../api';
import { i18n } from '../../i18n';
import { isoDate } from '../../../core/locale/format';
import type { Project } from '../../../core/project/schema';
import { rowVariant } from '../../../core/project/row';
import { projectAtom } from '../../state/project';
import { shopAtom } from '../../state/session';
import { openDialog } from '../../ui/dialog';
import { ensureCatalogs, languageOf } from '../catalogs';
import { editProject } from '../projectEdit';
import type { ActionContext } from '../types';
import { AnswerButtons } from './AnswerButtons';
import { adoptStored, documentOf, resetWorkingState, settleUnsaved } from './openState';
import '../../features/projects/i18n/register';

export interface OpenProjectArgs {
  id: number;
  noSave?: boolean;
  /** Where to go once open (default /offerview, spec 4). */
  to?: string;
}

/** Resolves true when the project is open, false when the user cancelled at the unsaved question. */
export async function openProject(ctx: ActionContext, { id, noSave, to }: OpenProjectArgs): Promise<boolean> {
  if (!(await settleUnsaved(ctx, noSave))) return false;
  const stored = await ctx.api.projects.open(id).catch((error: unknown) => {
    // Spec 8: a project whose document cannot be found is 'Missing Project File' (a host may ask for
    // any id; the server answers 404 alike for a missing project and for one that is not the caller's).
    if (error instanceof ApiError && error.status === 404) throw new Error(MISSING_PROJECT_FILE);
    throw error;
  });
  const project = documentOf(stored);
  resetWorkingState();
  const shopList = await shopPriceList(ctx);
  // Spec 5: a price list other than the shop's asks; Yes sets the shop's. Read-only projects stay.
  if (shopList && project.listid != null && String(project.listid) !== shopList && !stored.readOnly) {
    const { flag } = await openDialog<'yes' | 'no'>({
      content: i18n.t('projects:prompts.priceList'),
      footer: AnswerButtons,
      width: 500,
      singleInstance: 'priceListCheck',
    });
    adoptStored(ctx, stored, project);
    // The new price list is the user's change: the project shows unsaved until it is saved.
    if (flag) await repriceWithList(ctx, { ...project, listid: shopList });
  } else {
    adoptStored(ctx, stored, project);
  }
  // No (or no question): the rows stay priced in the project's own list and currency (issue 19).
  // Loaded in the background: the screen opened next shows its own loader while they come (the 3D
  // room, the configurator), and a catalogue out of reach shows its error where it is used.
  void ensureCatalogs(
    ctx,
    (ctx.store.get(projectAtom)?.rows ?? []).map((r) => r.catalog),
  ).catch(() => undefined);
  ctx.navigate(to ?? '/offerview');
  return true;
}

/**
 * Yes to the price-list question: every row is evaluated again with the user's list, so its lines,
 * the project's currency and its price date are the new list's (a row the rules no longer accept
 * keeps its lines and is reported on save).
 */
async function repriceWithList(ctx: ActionContext, project: Project): Promise<void> {
  const kept = ctx.store.get(projectAtom);
  ctx.store.set(projectAtom, project);
  const lang = languageOf(ctx);
  const reprice = editProject(ctx, (p, edits, documents) => {
    let next = p;
    for (const row of p.rows) {
      if (!row.model || !documents[row.catalog]) continue;
      try {
        next = edits.configureRow(next, documents, row.uniqueid, rowVariant(row), lang, edits.memo);
      } catch {
        // kept as it was: the save names the row and why
      }
    }
    const currency = p.rows.map((r) => documents[r.catalog]?.currency).find((c) => c);
    return { ...next, ...(currency ? { currency } : {}), priceDate: isoDate(new Date()) };
  });
  // The user's list out of reach: the project stays in its own list rather than mixing two.
  await reprice.catch((error: unknown) => {
    ctx.store.set(projectAtom, kept);
    throw error;
  });
}

/** The shop's price list: from the session (the start-up profile keeps only the shop code and country). */
async function shopPriceList(ctx: ActionContext): Promise<string | null> {
  const shop = ctx.store.get(shopAtom);
  if (shop?.pricelist) return shop.pricelist;
  try {
    const session = await ctx.api.auth.session();
    const pricelist = session.profile.shop?.pricelist;
    if (pricelist && shop) ctx.store.set(shopAtom, { ...shop, pricelist });
    return pricelist || null;
  } catch {
    return null;
  }
}
