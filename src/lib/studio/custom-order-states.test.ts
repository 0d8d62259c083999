import { describe, expect, it } from 'vitest';
import {
  CUSTOM_ORDER_STATES,
  canCancel,
  canMove,
  isCustomOrderState,
  nextStates,
  timelineOf,
} from './custom-order-states.ts';

describe('custom order states', () => {
  it('moves forward along requested → consulting → quoted → paid → in_production → shipped → delivered', () => {
    expect(canMove('requested', 'consulting', 'shop')).toBe(true);
    expect(canMove('consulting', 'quoted', 'shop')).toBe(true);
    expect(canMove('quoted', 'paid', 'system')).toBe(true);
    expect(canMove('paid', 'in_production', 'shop')).toBe(true);
    expect(canMove('in_production', 'shipped', 'shop')).toBe(true);
    expect(canMove('shipped', 'delivered', 'system')).toBe(true);
  });

  it('lets the shop skip a step it does not need but never go back', () => {
    expect(canMove('requested', 'quoted', 'shop')).toBe(true);
    expect(canMove('quoted', 'consulting', 'shop')).toBe(false);
    expect(canMove('shipped', 'paid', 'system')).toBe(false);
    expect(canMove('paid', 'paid', 'shop')).toBe(false);
  });

  it('lets the member cancel only until the order is paid', () => {
    expect(canCancel('requested', 'member')).toBe(true);
    expect(canCancel('consulting', 'member')).toBe(true);
    expect(canCancel('quoted', 'member')).toBe(true);
    expect(canCancel('paid', 'member')).toBe(false);
    expect(canMove('paid', 'cancelled', 'member')).toBe(false);
  });

  it('lets the shop cancel until production starts, never after', () => {
    expect(canMove('paid', 'cancelled', 'shop')).toBe(true);
    expect(canMove('in_production', 'cancelled', 'shop')).toBe(false);
    expect(canMove('shipped', 'cancelled', 'system')).toBe(false);
    expect(canMove('delivered', 'cancelled', 'shop')).toBe(false);
  });

  it('gives the member no move but cancelling', () => {
    for (const to of CUSTOM_ORDER_STATES)
      if (to !== 'cancelled') expect(canMove('requested', to, 'member')).toBe(false);
  });

  it('moves nothing out of delivered or cancelled', () => {
    expect(nextStates('delivered')).toEqual([]);
    expect(nextStates('cancelled')).toEqual([]);
    expect(nextStates('in_production')).toEqual(['shipped', 'delivered']);
  });

  it('knows its states and draws the timeline', () => {
    expect(isCustomOrderState('paid')).toBe(true);
    expect(isCustomOrderState('in_progress')).toBe(false);
    expect(timelineOf('quoted').map((s) => s.at)).toEqual(['done', 'done', 'current', 'next', 'next', 'next', 'next']);
  });
  it('starts a studio order’s timeline at quoted: it was never received or talked over', () => {
    expect(timelineOf('paid', 'studio')).toEqual([
      { state: 'quoted', at: 'done' },
      { state: 'paid', at: 'current' },
      { state: 'in_production', at: 'next' },
      { state: 'shipped', at: 'next' },
      { state: 'delivered', at: 'next' },
    ]);
  });
});
