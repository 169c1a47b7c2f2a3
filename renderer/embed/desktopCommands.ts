// The desktop host's own commands (core/embed/host.ts DesktopHostMessage), beside the protocol: menu commands
// dispatch the renderer action of the same job, and a project kept before a crash is offered back. Also what
// the renderer tells the host on its own: the language (the menu follows it) and the open project's unsaved
// state, kept on disk for crash recovery.
import type { ArredoHost, HostMenuAction, JsonObject } from '../../core/embed';
import { MENU_COMMANDS, type MenuCommandName } from '../../core/embed/menu-commands';
import type { ActionName } from '../actions/types';
import { DRAFT_DELAY_MS, offerDraft, watchDrafts } from '../state/drafts';
import type { EmbedLog } from './windows';

/** The renderer action each menu command runs: the menu's commands list, and the language menu. */
export const MENU_ACTIONS: Readonly<Record<HostMenuAction, ActionName>> = {
  ...(Object.fromEntries(
    Object.entries(MENU_COMMANDS).map(([command, { action }]) => [command, action]),
  ) as Record<MenuCommandName, ActionName>),
  setLanguage: 'setLanguage',
};

export interface RecoveryOffer {
  savedAt: string;
  des: string;
  project: JsonObject;
}

export interface DesktopCommandDeps {
  dispatch(name: ActionName, args?: unknown): Promise<unknown>;
  /** Asks the user whether to restore the kept project; resolves true for yes. */
  offerRecovery(offer: RecoveryOffer): Promise<boolean>;
  host: Pick<ArredoHost, 'clearRecovery'>;
  log: EmbedLog;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Runs a desktop command; false when the message is not one (it is then a protocol message). A failed
 * command is logged: the host sent it on the user's behalf and waits for no reply.
 */
export function runDesktopCommand(message: unknown, deps: DesktopCommandDeps): boolean {
  if (!isObject(message)) return false;
  if (message.action === 'dispatch') {
    const name = Object.hasOwn(MENU_ACTIONS, String(message.name))
      ? MENU_ACTIONS[message.name as HostMenuAction]
      : null;
    if (!name) {
      deps.log('warn', 'Unknown menu command from the desktop host', message.name);
      return true;
    }
    const args = isObject(message.args) ? message.args : undefined;
    deps
      .dispatch(name, args)
      .catch((error: unknown) => deps.log('error', `Menu command ${name} failed`, error));
    return true;
  }
  if (message.action === 'recoveryAvailable') {
    if (!isObject(message.project)) {
      deps.log('warn', 'A recovery offer without a project', null);
      return true;
    }
    const offer: RecoveryOffer = {
      savedAt: typeof message.savedAt === 'string' ? message.savedAt : '',
      des: typeof message.des === 'string' ? message.des : '',
      project: message.project as JsonObject,
    };
    void offerDraft(offer, {
      ask: deps.offerRecovery,
      restore: (record) => deps.dispatch('restoreProject', { project: record.project }),
      forget: () => deps.host.clearRecovery(),
    }).catch((error: unknown) => deps.log('error', 'Crash recovery failed', error));
    return true;
  }
  return false;
}

export interface DesktopStateSource {
  /** The app's language now, and a subscription to its changes (returns the unsubscribe). */
  language(): string;
  onLanguage(listener: () => void): () => void;
  /** The open project when it has unsaved changes, else null; and a subscription to its changes. */
  unsavedProject(): JsonObject | null;
  onProject(listener: () => void): () => void;
}

/** How long the project must rest before it is written for recovery (a burst of edits is one write). */
export const RECOVERY_DELAY_MS = DRAFT_DELAY_MS;

/** Tells the host the language (now and on each change) and keeps unsaved work for crash recovery. */
export function watchDesktopState(
  host: Pick<ArredoHost, 'setLanguage' | 'keepRecovery' | 'clearRecovery'>,
  source: DesktopStateSource,
  log: EmbedLog,
  delayMs = RECOVERY_DELAY_MS,
): () => void {
  let told = '';
  const tellLanguage = () => {
    const language = source.language();
    if (!language || language === told) return;
    told = language;
    try {
      host.setLanguage(language);
    } catch (error) {
      log('warn', 'Could not tell the desktop host the language', error);
    }
  };
  // The same draft mechanism as a browser tab's (state/drafts.ts), with the host's store as back end.
  const drafts = watchDrafts(
    { keep: (project) => host.keepRecovery(project), clear: () => host.clearRecovery() },
    source,
    (level, message, detail) => log(level, message, detail),
    delayMs,
  );
  tellLanguage();
  const offLanguage = source.onLanguage(tellLanguage);
  return () => {
    drafts.stop();
    offLanguage();
  };
}
