// Events the app sends its host on its own (spec 7 and core/embed README): loaded when a project opens,
// saved after every save (whoever made it), pricesChanged and partsChanged after a change of the project
// that changed the totals or the part list. Runs only while a transport is connected (embedded), and
// reprices only when the project document changed, coalescing bursts into one repricing.
import { ChangeEvents, documentMessage, savedMessage, type HostReply } from '../../core/embed';
import type { RepriceResult } from '../../core/pricing/reprice';
import type { Project } from '../../core/project/schema';
import type { EmbedFacade, EmbedSnapshot } from './facade';
import { hostDocument } from './hostPort';
import type { EmbedLog } from './windows';

/** Prices a project (core/pricing, loaded on first use so the home page's bundle stays small). */
export type Reprice = (project: Project) => Promise<RepriceResult>;

export const lazyReprice: Reprice = async (project) => {
  const { repriceProject } = await import('../../core/pricing/reprice');
  return repriceProject(project);
};

export interface AppEventsOptions {
  facade: EmbedFacade;
  send: (event: HostReply) => void;
  log: EmbedLog;
  reprice?: Reprice;
  /** Runs the repricing later, once per burst of changes (default: the next macrotask). */
  schedule?: (run: () => void) => void;
}

/** Which of loaded / saved a change of the stored state means. */
export function storedChange(before: EmbedSnapshot, after: EmbedSnapshot): 'loaded' | 'saved' | null {
  if (!after.project) return null;
  if (!before.project) return 'loaded';
  if (after.projectId === null) return null;
  if (before.projectId === after.projectId) {
    return (after.revision ?? 0) > (before.revision ?? 0) ? 'saved' : null;
  }
  // An open project without a stored id that gets one at revision 1 was saved for the first time;
  // any other change of id is another project opened.
  return before.projectId === null && after.revision === 1 ? 'saved' : 'loaded';
}

export function watchAppEvents(options: AppEventsOptions): () => void {
  const { facade, send, log } = options;
  const reprice = options.reprice ?? lazyReprice;
  const schedule = options.schedule ?? ((run) => void setTimeout(run, 0));
  const changes = new ChangeEvents();
  let last = facade.snapshot();
  let pricedProject: Project | null = null;
  let pending = false;
  let stopped = false;

  const repriceNow = async () => {
    pending = false;
    const { project, currency } = facade.snapshot();
    if (stopped || !project || project === pricedProject) return;
    pricedProject = project;
    try {
      const result = await reprice(project);
      if (stopped || facade.snapshot().project !== project) return;
      for (const event of changes.afterReprice(result, currency)) send(event);
    } catch (error) {
      log('warn', 'Prices for the host page not computed', error);
    }
  };

  const onChange = () => {
    const now = facade.snapshot();
    const kind = storedChange(last, now);
    if (kind === 'loaded') send(documentMessage('loaded', hostDocument(now), now.sessionId));
    if (kind === 'saved') send(savedMessage(hostDocument(now), now.sessionId, now.projectId));
    if (!now.project) {
      // A closed project: the next one's prices are news even if equal to the last sent.
      changes.reset();
      pricedProject = null;
    } else if (now.project !== pricedProject && !pending) {
      pending = true;
      schedule(() => void repriceNow());
    }
    last = now;
  };

  const unsubscribe = facade.subscribe(onChange);
  if (last.project) {
    pending = true;
    schedule(() => void repriceNow());
  }
  return () => {
    stopped = true;
    unsubscribe();
  };
}
