// What one host action is: its pre-checks (spec 5) and its run (validate, call the port, build the reply).
import type { GuestAdmission } from './admission';
import type { Fields } from './fields';
import type { HostReply, ReplyTo } from './messages';
import type { HostPort, HostState, HostTransport } from './port';

/** How one message is being handled: by which transport, under which admission. */
export interface HostContext {
  readonly transport: HostTransport;
  /**
   * iframe only: the page's guest admission (spec 4). Without it, or for other transports, guests are
   * admitted (the desktop host and the layout tool have their own sign-in).
   */
  readonly admission?: GuestAdmission;
  /** Receives events an action sends before its reply (generateOffer's offerProgress). */
  readonly emit?: (event: HostReply) => void;
}

/** Spec 5 pre-checks, in the order they are made. */
export interface Requirement {
  /** 'any': some session, a guest's too; 'user': signed in and not a guest. Else 'First must do login'. */
  readonly session?: 'any' | 'user';
  /** A project must be open, else 'You must first initialize a project'. */
  readonly project?: boolean;
  /** The 3D configurator must be shown, else 'You must first go to 3D view'. */
  readonly view3d?: boolean;
}

export interface ActionRun {
  /** The message's data (spec 5: its `data` object, or the message itself). */
  readonly data: Fields;
  readonly port: HostPort;
  /** The app state read when the message arrived (after the pre-checks passed). */
  readonly state: HostState;
  readonly to: ReplyTo;
  readonly context: HostContext;
}

export interface HostAction {
  readonly requires: Requirement | ((data: Fields) => Requirement);
  /** Only these transports know the action (others get 'Unknown action'); all when absent. */
  readonly transports?: readonly HostTransport[];
  /** True when this request is answered even while guests are not admitted (a login that could admit). */
  readonly whileGuestsRefused?: (data: Fields) => boolean;
  run(input: ActionRun): Promise<HostReply>;
}

/**
 * A request refused by the protocol's own checks; its message is the reply's msg. Not an Error: a
 * refusal is an answer, not a fault, and capturing a stack trace for each would be most of its cost.
 */
export class HostRefusal {
  constructor(readonly message: string) {}
}

/** Stops the action with a status 1 reply carrying this message. */
export function refuse(message: string): never {
  throw new HostRefusal(message);
}
