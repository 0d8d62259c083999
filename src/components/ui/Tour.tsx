import { type CSSProperties, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { TOUR_START_DELAY_MS } from '~/lib/constants';
import {
  cardPosition,
  DEFAULT_TOUR_LABELS,
  findTarget,
  IDLE_TOUR,
  keyAction,
  type StopReason,
  type TourAction,
  type TourLabels,
  type TourState,
  type TourStep,
  tourReducer,
} from './tour-steps';
import './Tour.css';

export type TourStopEvent = { reason: StopReason; step: number };

export type TourProps = {
  steps: readonly TourStep[];
  /** Turning true starts the tour after `startDelay` ms; turning false closes it without an event. */
  active: boolean;
  startDelay?: number | undefined;
  /** Arrow keys move, Escape stops. */
  keyboard?: boolean | undefined;
  labels?: Partial<TourLabels> | undefined;
  /** Skip, Escape, or a step whose target is not on the page; `step` is the step's index. */
  onStop?: ((event: TourStopEvent) => void) | undefined;
  onFinish?: (() => void) | undefined;
  onStepChange?: ((step: number) => void) | undefined;
};

export function Tour({
  steps,
  active,
  startDelay = TOUR_START_DELAY_MS,
  keyboard = true,
  labels,
  onStop,
  onFinish,
  onStepChange,
}: TourProps) {
  const id = useId();
  const card = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<TourState>(IDLE_TOUR);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const text = { ...DEFAULT_TOUR_LABELS, ...labels };
  const step = state.status === 'running' ? steps[state.index] : undefined;
  const target = step?.target;

  const send = (action: TourAction) => setState((current) => tourReducer(current, action, steps.length));
  const start = useEffectEvent(() => setState(tourReducer(IDLE_TOUR, { type: 'start' }, steps.length)));
  const missing = useEffectEvent(() => send({ type: 'missing-target' }));
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const action = keyAction(event.key, state, steps.length);
    if (!action) return;
    event.preventDefault();
    send(action);
  });
  const announce = useEffectEvent((current: TourState) => {
    if (current.status === 'running') onStepChange?.(current.index);
    else if (current.status === 'finished') onFinish?.();
    else if (current.status === 'stopped') onStop?.({ reason: current.reason, step: current.index });
  });

  useEffect(() => {
    if (!active) {
      setState(IDLE_TOUR);
      return undefined;
    }
    const timer = setTimeout(() => start(), startDelay);
    return () => clearTimeout(timer);
  }, [active, startDelay]);

  useEffect(() => announce(state), [state]);

  useEffect(() => {
    if (target === undefined) return undefined;
    const element = findTarget(target, document);
    if (!element) {
      missing();
      return undefined;
    }
    element.setAttribute('data-tour-active', '');
    element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    // Page coordinates do not change while the smooth scroll runs.
    setPlace(cardPosition(element.getBoundingClientRect(), { x: window.scrollX, y: window.scrollY }));
    card.current?.focus();
    return () => element.removeAttribute('data-tour-active');
  }, [target]);

  useEffect(() => {
    if (!keyboard || state.status !== 'running') return undefined;
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [keyboard, state.status]);

  if (!step) return null;
  const last = state.index === steps.length - 1;
  const style = (
    place ? { '--tour-top': `${place.top}px`, '--tour-left': `${place.left}px` } : { visibility: 'hidden' }
  ) as CSSProperties;

  return createPortal(
    <dialog
      open
      className="tour"
      ref={card}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      style={style}
    >
      <p className="tour__progress">
        {state.index + 1} / {steps.length}
      </p>
      <h2 className="tour__title" id={`${id}-title`}>
        {step.title}
      </h2>
      <p className="tour__body" id={`${id}-body`}>
        {step.body}
      </p>
      <div className="tour__actions">
        <button className="tour__skip" type="button" onClick={() => send({ type: 'skip' })}>
          {text.skip}
        </button>
        {state.index > 0 && (
          <button className="tour__button" type="button" onClick={() => send({ type: 'previous' })}>
            {text.previous}
          </button>
        )}
        <button
          className="tour__button tour__button--primary"
          type="button"
          onClick={() => send({ type: last ? 'finish' : 'next' })}
        >
          {last ? text.finish : text.next}
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
