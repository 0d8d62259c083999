/** A job added to `limitedRuns`: it can be started out of turn, or dropped while it waits. */
export type Run = { start: () => void; cancel: () => void };

/**
 * Jobs run at most `atOnce` at a time, in the order they were added. A waiting job can be started
 * at once, out of turn (`start`), or dropped (`cancel`, which calls its `onCancel` and never runs it).
 * A job's failure is its own to handle: it frees its place either way.
 */
export function limitedRuns(atOnce: number) {
  const waiting: Run[] = [];
  let running = 0;
  const next = () => {
    while (running < atOnce) {
      const run = waiting.shift();
      if (!run) return;
      run.start();
    }
  };
  const leave = (run: Run) => {
    const at = waiting.indexOf(run);
    if (at >= 0) waiting.splice(at, 1);
  };
  return {
    add(job: () => Promise<unknown>, onCancel: () => void = () => {}): Run {
      let done = false;
      const run: Run = {
        start: () => {
          if (done) return;
          done = true;
          leave(run);
          running++;
          const free = () => {
            running--;
            next();
          };
          job().then(free, free);
        },
        cancel: () => {
          if (done) return;
          done = true;
          leave(run);
          onCancel();
        },
      };
      waiting.push(run);
      next();
      return run;
    },
    /** Drops every job still waiting. */
    cancelWaiting(): void {
      for (const run of [...waiting]) run.cancel();
    },
  };
}
