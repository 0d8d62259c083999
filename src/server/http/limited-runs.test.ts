import { describe, expect, it, vi } from 'vitest';
import { limitedRuns } from './limited-runs';

/** A job that records when it starts and ends when `finish` is called (failing if asked to). */
function job(log: string[], name: string) {
  let finish: (fail?: boolean) => void = () => {};
  const fn = vi.fn(() => {
    log.push(`start ${name}`);
    return new Promise<void>((resolve, reject) => {
      finish = (fail) => (fail ? reject(new Error(name)) : resolve());
    });
  });
  return { fn, finish: (fail?: boolean) => finish(fail) };
}
type Job = ReturnType<typeof job>;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('limited runs', () => {
  it('runs at most the given number at once, the others in the order they came, a failure freeing its place too', async () => {
    const log: string[] = [];
    const runs = limitedRuns(2);
    const jobs = ['a', 'b', 'c', 'd'].map((name) => job(log, name));
    for (const j of jobs) runs.add(j.fn);
    expect(log).toEqual(['start a', 'start b']);
    jobs[1]?.finish(true);
    await tick();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    jobs[0]?.finish();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
  });

  it('starts a waiting job out of turn, once, and drops cancelled ones without running them', async () => {
    const log: string[] = [];
    const runs = limitedRuns(1);
    const [a, b, c] = ['a', 'b', 'c'].map((name) => job(log, name)) as [Job, Job, Job];
    const cancelled = { b: vi.fn(), c: vi.fn() };
    runs.add(a.fn);
    const runB = runs.add(b.fn, cancelled.b);
    runs.add(c.fn, cancelled.c);
    runB.start();
    runB.start();
    expect(log).toEqual(['start a', 'start b']);
    runs.cancelWaiting();
    expect(cancelled.c).toHaveBeenCalledTimes(1);
    expect(cancelled.b).not.toHaveBeenCalled();
    a.finish();
    b.finish();
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    expect(c.fn).not.toHaveBeenCalled();
  });
});
