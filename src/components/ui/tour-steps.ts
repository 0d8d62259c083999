/** The guided tour's rules (spec 4 and 9), apart from the DOM. */
export type TourStep = { target: string; title: string; body: string };

export type StopReason = 'skip' | 'stop' | 'missing-target';

export type TourState =
  | { status: 'idle' | 'finished'; index: number }
  | { status: 'running'; index: number }
  | { status: 'stopped'; index: number; reason: StopReason };

export type TourAction = { type: 'start' | 'next' | 'previous' | 'finish' | 'skip' | 'stop' | 'missing-target' };

export type TourLabels = { skip: string; previous: string; next: string; finish: string };

export const DEFAULT_TOUR_LABELS: TourLabels = {
  skip: 'Skip tour',
  previous: 'Previous',
  next: 'Next',
  finish: 'Finish',
};

export const IDLE_TOUR: TourState = { status: 'idle', index: 0 };

/** Only a running tour moves; next past the last step finishes it. */
export function tourReducer(state: TourState, { type }: TourAction, stepCount: number): TourState {
  if (type === 'start') return stepCount > 0 ? { status: 'running', index: 0 } : { status: 'finished', index: 0 };
  if (state.status !== 'running') return state;
  switch (type) {
    case 'next':
      return state.index + 1 < stepCount
        ? { status: 'running', index: state.index + 1 }
        : { status: 'finished', index: state.index };
    case 'previous':
      return state.index > 0 ? { status: 'running', index: state.index - 1 } : state;
    case 'finish':
      return { status: 'finished', index: state.index };
    case 'skip':
    case 'stop':
    case 'missing-target':
      return { status: 'stopped', index: state.index, reason: type };
    default:
      return state;
  }
}

/** Arrow keys move (right on the last step finishes), Escape stops; other keys do nothing. */
export function keyAction(key: string, state: TourState, stepCount: number): TourAction | null {
  if (state.status !== 'running') return null;
  if (key === 'Escape') return { type: 'stop' };
  if (key === 'ArrowRight') return { type: state.index + 1 < stepCount ? 'next' : 'finish' };
  if (key === 'ArrowLeft' && state.index > 0) return { type: 'previous' };
  return null;
}

/** Where the card goes in page coordinates: just under the target; the stylesheet keeps it on screen. */
export function cardPosition(rect: { bottom: number; left: number }, scroll: { x: number; y: number }) {
  return { top: rect.bottom + scroll.y, left: rect.left + scroll.x };
}

/** The element a step points at; an invalid selector counts as a missing target. */
export function findTarget(selector: string, root: ParentNode): Element | null {
  try {
    return root.querySelector(selector);
  } catch {
    return null;
  }
}
