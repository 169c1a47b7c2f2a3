// The offer as a file (spec 4, 7): generate the offer with the loader's progress, and render any
// report of the open project (the customer documents of /openPDF). The flows load on first use.
import { MENU_COMMANDS } from '../../core/embed/menu-commands';
import type { OfferFile } from '../../core/embed/port';
import type { ReportReply } from '../api';
import { projectAtom } from '../state/project';
import { defineAction } from './define';
import type { GenerateOfferArgs, ReportArgs } from './offerFlows/generateOffer';

/** Ctrl+P as in the desktop menu; resolves to the file's address and download name. */
export const generateOfferAction = defineAction<GenerateOfferArgs | void, OfferFile>({
  name: 'generateOffer',
  label: 'commands:generateOffer',
  shortcut: MENU_COMMANDS.generateOffer.shortcut,
  // Its price revaluation is an undoable step of its own (recomputePrices); the rest is no edit.
  undoable: false,
  enabled: (ctx) => (ctx.store.get(projectAtom)?.rows.length ?? 0) > 0,
  // Without arguments (the shortcut, the desktop menu) the PDF downloads; a host downloads it itself.
  perform: async (ctx, args) =>
    (await import('./offerFlows/generateOffer')).generateOffer(ctx, args ?? { download: true }),
});

/** Renders a report of the open project (the offer, or a customer document by its name). */
export const createReportAction = defineAction<ReportArgs | void, ReportReply>({
  name: 'createReport',
  label: 'offer:actions.createReport',
  undoable: false,
  enabled: (ctx) => ctx.store.get(projectAtom) !== null,
  perform: async (ctx, args) => (await import('./offerFlows/generateOffer')).createReport(ctx, args ?? {}),
});
