// A background pass run every `pollMs` and on demand, never two at once: a pass asked for while one
// runs makes one more follow it (what it was asked for may have come after the running pass read).
// The outbox worker and the scheduled jobs run their work through it.

export interface PollLoop {
  /** Runs a pass now, or one more after the running one; resolves when that is done. */
  run(): Promise<void>;
  /** True once close() was called: a pass should stop between pieces of work. */
  readonly closed: boolean;
  /** Stops the timer and waits for the running pass. */
  close(): Promise<void>;
}

export function createPollLoop(pass: () => Promise<void>, pollMs: number): PollLoop {
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pass();
      } while (again && !closed);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  const timer = setInterval(() => void run().catch(() => undefined), pollMs);
  timer.unref();

  return {
    run,
    get closed() {
      return closed;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
