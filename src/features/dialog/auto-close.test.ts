import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAutoClose } from './auto-close';

afterEach(() => vi.useRealTimers());

describe('dialog auto-close (spec 4)', () => {
  it('fills the progress bar in 100 steps over the duration, then closes', () => {
    vi.useFakeTimers();
    const progress: number[] = [];
    const done = vi.fn();
    startAutoClose(1000, (p) => progress.push(p), done);
    vi.advanceTimersByTime(500);
    expect(progress).toHaveLength(50);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(progress).toHaveLength(100);
    expect(progress.at(-1)).toBe(100);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('freezes on hover: the bar completes and the dialog stays open', () => {
    vi.useFakeTimers();
    const progress: number[] = [];
    const done = vi.fn();
    const auto = startAutoClose(1000, (p) => progress.push(p), done);
    vi.advanceTimersByTime(300);
    auto.freeze();
    expect(progress.at(-1)).toBe(100);
    vi.advanceTimersByTime(5000);
    expect(done).not.toHaveBeenCalled();
  });
});
