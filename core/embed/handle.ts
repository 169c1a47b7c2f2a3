// The one entry point every transport calls: a message in, a reply (or nothing) out. It never throws and
// never rejects; whatever goes wrong becomes a status 1 reply with a text msg.
import { HostRefusal, type HostAction, type HostContext, type Requirement } from './action-types';
import { getJsonProject, navigateTo, goTo, saveTranslations, setLang, takePicture } from './actions-app';
import {
  changeVariant,
  insertArticle,
  loadCatalog,
  loadGallery,
  openGallery,
  setModel,
} from './actions-catalog';
import { configure, generateOffer, login, openProject, save, saveProject } from './actions-session';
import {
  MAX_ACTION_CHARS,
  errorText,
  messageData,
  messageObject,
  own,
  requestIdOf,
  type Fields,
} from './fields';
import { HostErrors, errorReply, type HostReply, type ReplyTo } from './messages';
import type { HostPort, HostState } from './port';

/** Every action a host may send (spec 5 and 7, spec 4's embedded actions, the layout tool's loadCatalog). */
const actionsByName = {
  changeVariant,
  getJsonProject,
  insertArticle,
  loadGallery,
  navigateTo,
  openGallery,
  openProject,
  saveProject,
  saveTranslations,
  takePicture,
  setLang,
  setModel,
  login,
  goTo,
  save,
  generateOffer,
  configure,
  loadCatalog,
} satisfies Record<string, HostAction>;

export type HostActionName = keyof typeof actionsByName;

/** A Map, so that names such as '__proto__' or 'constructor' are simply unknown. */
export const hostActions: ReadonlyMap<string, HostAction> = new Map(Object.entries(actionsByName));

/** The first pre-check a state fails (spec 5 order: login, project, 3D view), or null. */
export function failedPrecheck(requirement: Requirement, state: HostState): string | null {
  const { user } = state;
  if (requirement.session === 'any' && user === 'none') return HostErrors.loginFirst;
  if (requirement.session === 'user' && user !== 'customer' && user !== 'pro') return HostErrors.loginFirst;
  if (requirement.project && !state.project) return HostErrors.noProject;
  if (requirement.view3d && !state.view3d) return HostErrors.not3dView;
  return null;
}

/**
 * The action a message names, if it is a protocol message at all: an object (or its JSON text) with a
 * text `action`. Anything else (another library's postMessage traffic) is not answered.
 */
export function protocolMessage(raw: unknown): { message: Fields; action: string } | null {
  const message = messageObject(raw);
  if (!message) return null;
  const action = own(message, 'action');
  if (typeof action !== 'string' || action.length > MAX_ACTION_CHARS) return null;
  return { message, action };
}

/**
 * Handles one host message. Returns the reply to post back to the host, or null when the message is not
 * a protocol message (no reply at all). Transports check the sender's origin before calling this.
 */
export async function handleHostMessage(
  raw: unknown,
  port: HostPort,
  context: HostContext,
): Promise<HostReply | null> {
  let parsed: { message: Fields; action: string } | null;
  try {
    parsed = protocolMessage(raw);
  } catch {
    return null;
  }
  if (!parsed) return null;
  const { message, action: name } = parsed;
  const to: ReplyTo = { action: name, requestId: requestIdOf(message) };
  try {
    const data = messageData(message);
    const action = hostActions.get(name);
    const state = port.state();
    if (context.transport === 'iframe' && context.admission && !context.admission.observe(state.user)) {
      // Spec 6: while guests are not admitted every request is refused, except a login that could admit.
      if (!action?.whileGuestsRefused?.(data)) return errorReply(to, HostErrors.guestsNotAllowed);
    }
    if (!action || (action.transports && !action.transports.includes(context.transport))) {
      return errorReply(to, HostErrors.unknownAction);
    }
    const requirement = typeof action.requires === 'function' ? action.requires(data) : action.requires;
    const refused = failedPrecheck(requirement, state);
    if (refused) return errorReply(to, refused);
    return await action.run({ data, port, state, to, context });
  } catch (error) {
    if (error instanceof HostRefusal) return errorReply(to, error.message);
    return errorReply(to, errorText(error) ?? HostErrors.unknownError);
  }
}
