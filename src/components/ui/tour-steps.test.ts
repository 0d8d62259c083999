import { describe, expect, it } from 'vitest';
import { cardPosition, findTarget, IDLE_TOUR, keyAction, type TourState, tourReducer } from './tour-steps';

const running = (index: number): TourState => ({ status: 'running', index });

describe('tour state machine', () => {
  it('starts at the first step, or finishes at once with no steps', () => {
    expect(tourReducer(IDLE_TOUR, { type: 'start' }, 3)).toEqual(running(0));
    expect(tourReducer(IDLE_TOUR, { type: 'start' }, 0)).toEqual({ status: 'finished', index: 0 });
  });

  it('next moves forward and finishes past the last step', () => {
    expect(tourReducer(running(0), { type: 'next' }, 3)).toEqual(running(1));
    expect(tourReducer(running(2), { type: 'next' }, 3)).toEqual({ status: 'finished', index: 2 });
  });

  it('previous moves back but not before the first step', () => {
    expect(tourReducer(running(2), { type: 'previous' }, 3)).toEqual(running(1));
    expect(tourReducer(running(0), { type: 'previous' }, 3)).toEqual(running(0));
  });

  it('skip, stop and a missing target stop the tour with their reason and step', () => {
    expect(tourReducer(running(1), { type: 'skip' }, 3)).toEqual({ status: 'stopped', index: 1, reason: 'skip' });
    expect(tourReducer(running(1), { type: 'stop' }, 3)).toEqual({ status: 'stopped', index: 1, reason: 'stop' });
    expect(tourReducer(running(2), { type: 'missing-target' }, 3)).toEqual({
      status: 'stopped',
      index: 2,
      reason: 'missing-target',
    });
  });

  it('finish ends the tour; a tour that is not running ignores moves', () => {
    expect(tourReducer(running(1), { type: 'finish' }, 3)).toEqual({ status: 'finished', index: 1 });
    expect(tourReducer(IDLE_TOUR, { type: 'next' }, 3)).toBe(IDLE_TOUR);
  });
});

describe('tour keys', () => {
  it('arrow keys move and Escape stops', () => {
    expect(keyAction('ArrowRight', running(0), 3)).toEqual({ type: 'next' });
    expect(keyAction('ArrowLeft', running(1), 3)).toEqual({ type: 'previous' });
    expect(keyAction('Escape', running(1), 3)).toEqual({ type: 'stop' });
  });

  it('the right arrow on the last step finishes; the left arrow on the first does nothing', () => {
    expect(keyAction('ArrowRight', running(2), 3)).toEqual({ type: 'finish' });
    expect(keyAction('ArrowLeft', running(0), 3)).toBeNull();
  });

  it('keys do nothing when the tour is not running', () => {
    expect(keyAction('Escape', IDLE_TOUR, 3)).toBeNull();
  });
});

describe('tour targets', () => {
  it('places the card just under the target in page coordinates', () => {
    expect(cardPosition({ bottom: 140, left: 50 }, { x: 10, y: 500 })).toEqual({ top: 640, left: 60 });
  });

  it('treats an invalid selector as a missing target', () => {
    const root = {
      querySelector: () => {
        throw new SyntaxError('bad selector');
      },
    } as unknown as ParentNode;
    expect(findTarget('#[', root)).toBeNull();
  });
});
