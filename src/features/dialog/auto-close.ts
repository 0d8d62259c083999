import { DIALOG_PROGRESS_STEPS } from '~/lib/constants';

export type AutoClose = { freeze: () => void; stop: () => void };

/**
 * Spec 4: a dialog with a duration fills a progress bar in 100 steps and then closes. Hovering
 * freezes it: the countdown stops, the bar shows complete, and the dialog stays until answered.
 */
export function startAutoClose(duration: number, onProgress: (percent: number) => void, onDone: () => void): AutoClose {
  let step = 0;
  const tick = Math.max(1, duration / DIALOG_PROGRESS_STEPS);
  const timer = setInterval(() => {
    step += 1;
    onProgress(Math.min(100, (step / DIALOG_PROGRESS_STEPS) * 100));
    if (step >= DIALOG_PROGRESS_STEPS) {
      clearInterval(timer);
      onDone();
    }
  }, tick);
  return {
    freeze() {
      clearInterval(timer);
      onProgress(100);
    },
    stop() {
      clearInterval(timer);
    },
  };
}
