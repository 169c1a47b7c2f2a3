// Host actions on the session and the project (spec 4, 5): login, openProject, saveProject, save,
// generateOffer, configure.
import { refuse, type ActionRun, type HostAction, type HostContext } from './action-types';
import { errorText, own, text, wholeNumber, type Fields } from './fields';
import {
  AppMessages,
  HostErrors,
  MISSING_PROJECT_FILE,
  documentMessage,
  documentText,
  errorReply,
  jsonReply,
  okReply,
  rsaLoginFailedMessage,
  type HostReply,
  type ReplyTo,
} from './messages';
import type { HostPort, LoginRequest, OfferProgress } from './port';

/** Project ids are whole numbers from 1 to 2147483647, as everywhere in the API. */
export const MAX_PROJECT_ID = 2_147_483_647;

/** Spec 5 openProject: id required, parsed to an integer. */
function projectId(data: Fields, ...keys: string[]): number | undefined {
  for (const key of keys) {
    const result = wholeNumber(data, key, 1, MAX_PROJECT_ID);
    if (!result.ok) refuse(HostErrors.invalidProjectId);
    if (result.value !== undefined) return result.value;
  }
  return undefined;
}

/**
 * Opens a project; spec 8: 'Missing Project File' inside an iframe is reported with status 0 (the host
 * then knows the id exists but its document is gone); other errors are status 1 with their message.
 */
async function open(
  port: HostPort,
  id: number,
  to: ReplyTo,
  context: HostContext,
): Promise<HostReply | null> {
  try {
    await port.dispatch('openProject', { id });
    return null;
  } catch (error) {
    const message = errorText(error) ?? HostErrors.unknownError;
    if (message === MISSING_PROJECT_FILE && context.transport === 'iframe') return okReply(to, message);
    return errorReply(to, message);
  }
}

export const openProject: HostAction = {
  requires: { session: 'user' },
  async run({ data, port, to, context }: ActionRun) {
    const id = projectId(data, 'id') ?? refuse(HostErrors.missingProjectId);
    return (await open(port, id, to, context)) ?? okReply(to, String(id));
  },
};

/** Spec 5 saveProject: the description is used only when the project has none. Reply: the project id. */
export const saveProject: HostAction = {
  requires: { session: 'user', project: true },
  async run({ data, port, state, to }: ActionRun) {
    const description = text(data, 'description');
    const hasOwn = (state.project?.description ?? '').trim() !== '';
    const saved = await port.dispatch('saveProject', description && !hasOwn ? { description } : {});
    // A save conflict the user left open (the dialog closed) stored nothing.
    if (!saved) refuse(HostErrors.projectNotSaved);
    const id = (saved as { id?: unknown }).id;
    return okReply(to, typeof id === 'number' || typeof id === 'string' ? String(id) : '');
  },
};

/** Spec 4 save: saves and answers with what was saved (variants string or project JSON) and the session. */
export const save: HostAction = {
  requires: { session: 'any', project: true },
  async run({ port, to }: ActionRun) {
    await port.dispatch('save');
    const document = port.document();
    const after = port.state();
    return okReply(to, documentText(document), {
      sessionId: after.sessionId,
      projectId: after.project?.id ?? null,
    });
  },
};

const OFFER_STEPS: readonly number[] = [0.1, 0.2, 0.4, 0.6];

/** Spec 4 generateOffer: offerProgress events at each step, then the PDF's url and file name as JSON. */
export const generateOffer: HostAction = {
  requires: { session: 'user', project: true },
  async run({ port, to, context }: ActionRun) {
    const onProgress = (progress: OfferProgress) => {
      if (!OFFER_STEPS.includes(progress)) return;
      const event = okReply(
        { action: AppMessages.offerProgress, requestId: to.requestId },
        String(progress),
        {
          progress,
        },
      );
      try {
        context.emit?.(event);
      } catch {
        // A transport that cannot post an event must not fail the offer.
      }
    };
    const file = await port.dispatch('generateOffer', { onProgress });
    const url = (file as { url?: unknown } | null)?.url;
    const fileName = (file as { fileName?: unknown } | null)?.fileName;
    return jsonReply(to, {
      url: typeof url === 'string' ? url : '',
      fileName: typeof fileName === 'string' ? fileName : '',
    });
  },
};

/** Spec 5: "Login needs id, user and password together"; a key means RSA; `guest: true` a guest login. */
function loginRequest(data: Fields): LoginRequest {
  const key = text(data, 'key');
  if (key) return { kind: 'rsa', key };
  if (own(data, 'guest') === true) return { kind: 'guest' };
  const id = text(data, 'id');
  const user = text(data, 'user');
  // Passwords are taken as given: blanks may be part of them.
  const password = own(data, 'password');
  if (!id || !user || typeof password !== 'string' || password === '') refuse(HostErrors.loginIncomplete);
  return { kind: 'credentials', id, user, password };
}

/**
 * Spec 4: login with credentials, an RSA key, or as guest; after login with no project open, start a new
 * one without the customer and room choice, then tell the host loginDone (with the document and the
 * session). A failed RSA login is spec 7's APP error 'RSA login failed' with the reason as detail.
 */
export const login: HostAction = {
  requires: {},
  whileGuestsRefused: (data) => {
    try {
      return loginRequest(data).kind !== 'guest';
    } catch {
      return false;
    }
  },
  async run({ data, port, to, context }: ActionRun) {
    const request = loginRequest(data);
    try {
      if (request.kind === 'credentials') {
        await port.dispatch('login', { id: request.id, user: request.user, password: request.password });
      } else if (request.kind === 'rsa') {
        await port.dispatch('rsaLogin', { key: request.key, reportToParent: false });
      } else {
        await port.dispatch('guestLogin');
      }
    } catch (error) {
      const reason = errorText(error) ?? HostErrors.unknownError;
      if (request.kind === 'rsa') return rsaLoginFailedMessage(reason, to.requestId);
      return errorReply(to, reason);
    }
    const after = port.state();
    context.admission?.observe(after.user);
    if (!after.project) await port.dispatch('newProject', { skipChoices: true });
    const done = documentMessage(AppMessages.loginDone, port.document(), port.state().sessionId);
    return to.requestId === undefined ? done : { ...done, requestId: to.requestId };
  },
};

/**
 * Spec 4 configure: with project and box id, set the active row if that project is loaded, otherwise
 * open it (then set the row); with project only, open it; with a box id only, set the row of the open
 * project; with nothing and no open project, start a new one. Reply: the document and the session.
 */
export const configure: HostAction = {
  // Naming a project (anything but blank) needs a signed-in user, as openProject does.
  requires: (data) => (text(data, 'id', 'project') !== undefined ? { session: 'user' } : { session: 'any' }),
  async run({ data, port, state, to, context }: ActionRun) {
    const id = projectId(data, 'id', 'project');
    const boxId = text(data, 'boxid', 'boxId');
    if (id !== undefined) {
      const loaded = state.project?.id === id;
      if (!loaded || boxId === undefined) {
        const failed = await open(port, id, to, context);
        if (failed) return failed;
      }
      if (boxId !== undefined) await port.dispatch('selectRow', { boxId });
    } else if (boxId !== undefined) {
      if (!state.project) refuse(HostErrors.noProject);
      await port.dispatch('selectRow', { boxId });
    } else if (!state.project) {
      await port.dispatch('newProject', { skipChoices: true });
    }
    const after = port.state();
    return okReply(to, documentText(port.document()), { sessionId: after.sessionId });
  },
};
