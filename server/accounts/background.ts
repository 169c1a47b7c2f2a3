// Work done after the reply, one job at a time: a password reset request answers at once, then looks
// the address up and mails, so the reply takes the same time whether or not an account uses the
// address (issue 20). Bounded: beyond `max` waiting jobs new ones are dropped (and logged), so a flood
// of requests cannot grow memory; the route's rate limit and the mail budget bound it first.
export class BackgroundQueue {
  private tail: Promise<void> = Promise.resolve();
  private waiting = 0;

  constructor(
    private readonly log: { warn(message: string): void },
    private readonly max = 500,
  ) {}

  /** Queues `job`; false when the queue is full (the job is dropped). */
  add(what: string, job: () => Promise<unknown>): boolean {
    if (this.waiting >= this.max) {
      this.log.warn(`limit refused: background queue full, ${what} dropped`);
      return false;
    }
    this.waiting += 1;
    this.tail = this.tail
      .then(job)
      .then(
        () => undefined,
        (error: Error) => this.log.warn(`${what} failed: ${error.message}`),
      )
      .finally(() => {
        this.waiting -= 1;
      });
    return true;
  }

  /** Resolves when every queued job has run (the app waits for it on close). */
  drained(): Promise<void> {
    return this.tail;
  }
}
