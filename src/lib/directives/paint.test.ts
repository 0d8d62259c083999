import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './paint';

type Entry = { name: string };
type Callback = (list: { getEntriesByName: (name: string) => Entry[] }) => void;

/** A browser's paint timing: entries painted so far, and observers told of later ones. */
function fakePaintTiming(painted: Entry[] = []) {
  const observers: Callback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly cb: Callback) {}
    observe() {
      observers.push(this.cb);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.cb), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('performance', { getEntriesByName: (name: string) => painted.filter((e) => e.name === name) });
  return {
    paint(name: string) {
      for (const cb of [...observers]) cb({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, then runs once in a task of its own', () => {
    const timing = fakePaintTiming();
    const fn = vi.fn();
    afterFirstPaint(fn);
    vi.advanceTimersByTime(100);
    timing.paint('first-paint');
    vi.advanceTimersByTime(0);
    expect(fn).not.toHaveBeenCalled();
    timing.paint('first-contentful-paint');
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs at once (in the next task) on a page that has already painted', () => {
    fakePaintTiming([{ name: 'first-contentful-paint' }]);
    const fn = vi.fn();
    afterFirstPaint(fn);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('goes on after three seconds on a page that paints nothing (a background tab)', () => {
    fakePaintTiming();
    const fn = vi.fn();
    afterFirstPaint(fn);
    vi.advanceTimersByTime(2999);
    expect(fn).not.toHaveBeenCalled();
    // The fallback's own timer, then the task it queues (fake timers give it one millisecond).
    vi.advanceTimersByTime(1);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
