// Offer creation (spec 4): revalue the prices (0.1), save the project (0.2), generate its views (0.4),
// render the report (0.6), then hand back the file. The loader shows each step with its percentage
// and is force-reset after 60 s (ui/dialog's loader); the host's onProgress hears the same steps.
import type { OfferFile, OfferProgress } from '../../../core/embed/port';
import { ApiError, type ReportReply } from '../../api';
import { DEFAULT_PDF_NAME } from '../../api/reports';
import { extrasApi } from '../../api/extras';
import { i18n } from '../../i18n';
import { contentLanguageAtom } from '../../state/catalogs';
import { projectAtom, projectReadOnlyAtom, savedProjectAtom, storedMetaAtom } from '../../state/project';
import { canSaveProjectAtom } from '../../state/projectRights';
import { logger } from '../../state/logs';
import { preferencesAtom } from '../../state/session';
import { hideLoader, loaderMounted, showLoader, updateLoader } from '../../ui/dialog';
import type { ActionContext } from '../types';
import '../../features/offer/texts';

export interface GenerateOfferArgs {
  /** Told 0.1, 0.2, 0.4 and 0.6 as the steps start (the host protocol's offerProgress). */
  onProgress?: (progress: OfferProgress) => void;
  /** The download name; default order_merge.pdf. */
  fileName?: string;
  /** Download the PDF when it is made (the app's buttons); a host downloads it itself. */
  download?: boolean;
}

export interface ReportArgs {
  /** A customer document (EtichettaCollo, BOMDettaglioBox, 501Sx, 502Dx, 503); none for the offer. */
  reportName?: string;
  fileName?: string;
}

const STEPS: Record<OfferProgress, string> = {
  0.1: 'offer:generate.steps.prices',
  0.2: 'offer:generate.steps.save',
  0.4: 'offer:generate.steps.views',
  0.6: 'offer:generate.steps.report',
};

/** The server refused because its workers are busy (503 with Retry-After): say when to try again. */
export class OfferBusyError extends Error {
  constructor(readonly retryAfterSeconds: number | null) {
    super(
      retryAfterSeconds
        ? i18n.t('offer:generate.busyRetry', { seconds: retryAfterSeconds })
        : i18n.t('offer:generate.busy'),
    );
    this.name = 'OfferBusyError';
  }
}

/** A 503 that is not maintenance (the worker pool's refusal) as OfferBusyError; anything else as is. */
export function explainReportError(error: unknown): unknown {
  if (error instanceof ApiError && error.status === 503 && error.code !== 'MAINTENANCE') {
    return new OfferBusyError(error.retryAfterSeconds ?? null);
  }
  return error;
}

/** Each step stays on the loader at least this long, so a step that ends at once can still be read. */
export const MIN_STEP_MS = 200;

/** Resolves once the browser has painted and `ms` have passed (timers only where there is no frame). */
function shown(ms: number): Promise<void> {
  const painted = new Promise<void>((resolveFrame) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolveFrame, 0));
    else setTimeout(resolveFrame, 0);
  });
  return Promise.all([painted, new Promise((resolveTime) => setTimeout(resolveTime, ms))]).then(
    () => undefined,
  );
}

export async function generateOffer(ctx: ActionContext, args: GenerateOfferArgs = {}): Promise<OfferFile> {
  if (!ctx.store.get(projectAtom)) throw new Error('You must first initialize a project');
  const step = async (progress: OfferProgress) => {
    updateLoader({ percentage: progress, message: i18n.t(STEPS[progress] as never) });
    args.onProgress?.(progress);
    await shown(MIN_STEP_MS);
  };
  showLoader({ percentage: 0, message: i18n.t('offer:generate.starting') });
  try {
    // The loader opens before the first step: the first loader of a page mounts the dialog layer,
    // which can take longer than a step lasts.
    await loaderMounted();
    await shown(0);
    await step(0.1);
    // A read-only project keeps its stored prices (it may be printed, not changed).
    if (!ctx.store.get(projectReadOnlyAtom)) await ctx.dispatch('recomputePrices');
    await step(0.2);
    if (ctx.store.get(canSaveProjectAtom)) {
      const saved = await ctx.dispatch('saveProject', { isOffer: true });
      if (!saved) throw new Error(i18n.t('offer:generate.notSaved'));
    }
    await step(0.4);
    await generateViews(ctx);
    await step(0.6);
    const file = await createReport(ctx, { fileName: args.fileName });
    if (args.download) {
      const done = await ctx.api.reports.savePdf(file.url, file.fileName);
      if (!done) throw new Error(i18n.t('offer:generate.downloadFailed'));
    }
    return file;
  } catch (error) {
    throw explainReportError(error);
  } finally {
    hideLoader();
  }
}

/**
 * Step 0.4: the server draws the plan and wall views of a stored project with a room. The reply's
 * revision and views become the open project's (the next save is based on them).
 */
async function generateViews(ctx: ActionContext): Promise<void> {
  const meta = ctx.store.get(storedMetaAtom);
  const project = ctx.store.get(projectAtom);
  if (!meta || meta.readOnly || !project?.envWall) return;
  try {
    const reply = await extrasApi.generateViews(meta.id, meta.revision);
    const withViews = (p: typeof project | null) =>
      p ? { ...p, engine_views: reply.engineViews ?? p.engine_views } : p;
    ctx.store.set(storedMetaAtom, { ...meta, revision: reply.revision });
    // One object for both when the project was saved: dirtiness is identity (state/project.ts), and two
    // copies would leave a just-saved offer 'unsaved' (and the next open would ask to save it).
    const current = ctx.store.get(projectAtom);
    const saved = ctx.store.get(savedProjectAtom);
    const updated = withViews(current);
    ctx.store.set(savedProjectAtom, saved === current ? updated : withViews(saved));
    ctx.store.set(projectAtom, updated);
  } catch (error) {
    // A room without walls has nothing to draw: the offer is made without views.
    if (error instanceof ApiError && error.code === 'NO_ROOM') return;
    throw error;
  }
}

/**
 * Renders a report of the open project: a stored project by its id (the server prints what it
 * stored, with the caller's rights), an unsaved one (a guest's) from the document itself.
 */
export async function createReport(ctx: ActionContext, args: ReportArgs = {}): Promise<ReportReply> {
  const project = ctx.store.get(projectAtom);
  if (!project) throw new Error('You must first initialize a project');
  const meta = ctx.store.get(storedMetaAtom);
  const lang = ctx.store.get(contentLanguageAtom);
  // The offer prints lengths in the person's unit (inches with imperial measures).
  const { length, lengthDecimals } = ctx.store.get(preferencesAtom).measures;
  const measures = { length, lengthDecimals };
  const fileName = args.fileName ?? (args.reportName ? `${args.reportName}.pdf` : DEFAULT_PDF_NAME);
  const dirty = ctx.store.get(savedProjectAtom) !== project;
  try {
    if (meta && !dirty) {
      return await extrasApi.offerPdf(meta.id, {
        lang,
        measures,
        name: fileName,
        reportName: args.reportName,
      });
    }
    return await ctx.api.reports.create({
      json1: project,
      lang,
      measures,
      fileName,
      reportName: args.reportName,
    });
  } catch (error) {
    logger.warn('Report refused', error instanceof Error ? error.message : error);
    throw explainReportError(error);
  }
}
