// Fake windows for the transports' tests: a window that receives 'message' events, and targets that record
// what is posted to them with the target origin, as postMessage would deliver it.
import type { HostMessageEvent, MessageTarget, MessageWindow } from './windows';

export interface Posted {
  message: unknown;
  targetOrigin: string;
}

export class FakeTarget implements MessageTarget {
  posted: Posted[] = [];
  closed = false;
  postMessage(message: unknown, targetOrigin: string): void {
    this.posted.push({ message, targetOrigin });
  }
  messages(): unknown[] {
    return this.posted.map((p) => p.message);
  }
}

export class FakeWindow implements MessageWindow {
  readonly #listeners = new Set<(event: HostMessageEvent) => void>();
  addEventListener(_type: 'message', listener: (event: HostMessageEvent) => void): void {
    this.#listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: (event: HostMessageEvent) => void): void {
    this.#listeners.delete(listener);
  }
  get listenerCount(): number {
    return this.#listeners.size;
  }
  /** Delivers a message as the browser would: data, the sender's origin and window. */
  receive(data: unknown, origin: string, source: unknown): void {
    for (const listener of [...this.#listeners]) listener({ data, origin, source });
  }
}

/** Lets pending promise callbacks (the protocol's async handling) run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
