import { describe, expect, it } from 'vitest';
import {
  actorKindOf,
  canTransition,
  nextStatuses,
  ORDER_STATUSES,
  STATUS_LABELS,
  shopperActions,
} from './order-status';

describe('order status transitions', () => {
  it('label every status in Korean', () => {
    expect(ORDER_STATUSES).toHaveLength(12);
    expect(STATUS_LABELS.awaiting_deposit).toBe('입금대기');
    expect(STATUS_LABELS.exchange_requested).toBe('교환요청');
  });

  it('let the shopper cancel only before the parcel is being prepared', () => {
    expect(canTransition('awaiting_deposit', 'cancelled', 'member')).toBe(true);
    expect(canTransition('paid', 'cancelled', 'member')).toBe(true);
    expect(canTransition('preparing', 'cancelled', 'member')).toBe(false);
    expect(canTransition('shipping', 'cancelled', 'member')).toBe(false);
    expect(canTransition('preparing', 'cancelled', 'admin')).toBe(true);
  });

  it('allow return, exchange and confirmation only after delivery', () => {
    for (const to of ['return_requested', 'exchange_requested', 'confirmed'] as const) {
      expect(canTransition('delivered', to, 'member')).toBe(true);
      expect(canTransition('shipping', to, 'member')).toBe(false);
      expect(canTransition('paid', to, 'member')).toBe(false);
    }
  });

  it('keep deposit confirmation, shipping and delivery for the shop', () => {
    expect(canTransition('awaiting_deposit', 'paid', 'member')).toBe(false);
    expect(canTransition('awaiting_deposit', 'paid', 'admin')).toBe(true);
    expect(canTransition('awaiting_deposit', 'paid', 'toss')).toBe(true);
    expect(canTransition('paid', 'preparing', 'admin')).toBe(true);
    expect(canTransition('preparing', 'shipping', 'admin')).toBe(true);
    expect(canTransition('shipping', 'delivered', 'member')).toBe(false);
  });

  it('let a payment cancelled at Toss cancel an order that still holds its goods, even while it is prepared', () => {
    expect(canTransition('paid', 'cancelled', 'toss')).toBe(true);
    expect(canTransition('preparing', 'cancelled', 'toss')).toBe(true);
    expect(canTransition('preparing', 'cancelled', 'member')).toBe(false);
    expect(canTransition('shipping', 'cancelled', 'toss')).toBe(false);
  });

  it('let the jobs cancel unpaid orders and confirm delivered ones, nothing else', () => {
    expect(nextStatuses('awaiting_deposit', 'system')).toEqual(['paid', 'cancelled']);
    expect(nextStatuses('delivered', 'system')).toEqual(['confirmed']);
    expect(nextStatuses('paid', 'system')).toEqual([]);
  });

  it('never leave a final status, and refuse skipped steps and unknown statuses', () => {
    for (const from of ['confirmed', 'cancelled', 'returned']) {
      for (const to of ORDER_STATUSES) expect(canTransition(from, to, 'admin')).toBe(false);
    }
    expect(canTransition('awaiting_deposit', 'shipping', 'admin')).toBe(false);
    expect(canTransition('paid', 'delivered', 'admin')).toBe(false);
    expect(canTransition('nope', 'paid', 'admin')).toBe(false);
    expect(canTransition('paid', 'nope', 'admin')).toBe(false);
  });

  it('read the stored actor: a member id, admin:<id>, system or toss', () => {
    expect(actorKindOf('42')).toBe('member');
    expect(actorKindOf('visitor')).toBe('visitor');
    expect(actorKindOf('admin:3')).toBe('admin');
    expect(actorKindOf('system')).toBe('system');
    expect(actorKindOf('toss')).toBe('toss');
  });

  it('let a visitor cancel only an order still waiting for its payment', () => {
    expect(canTransition('awaiting_deposit', 'cancelled', 'visitor')).toBe(true);
    expect(canTransition('paid', 'cancelled', 'visitor')).toBe(false);
    expect(canTransition('paid', 'cancelled', 'member')).toBe(true);
    expect(shopperActions('paid', 'visitor').cancel).toBe(false);
    expect(shopperActions('awaiting_deposit', 'visitor').cancel).toBe(true);
  });

  it('offer the shopper the actions the rules allow', () => {
    expect(shopperActions('paid')).toEqual({ cancel: true, return: false, exchange: false, confirm: false });
    expect(shopperActions('delivered')).toEqual({ cancel: false, return: true, exchange: true, confirm: true });
    expect(shopperActions('preparing')).toEqual({ cancel: false, return: false, exchange: false, confirm: false });
  });

  it('let only an operator approve a return or an exchange, then receive the return or ship the replacement', () => {
    expect(nextStatuses('return_requested', 'admin')).toEqual(['return_approved', 'returned', 'delivered']);
    expect(nextStatuses('return_approved', 'admin')).toEqual(['returned']);
    expect(nextStatuses('exchange_requested', 'admin')).toEqual(['exchange_approved', 'shipping', 'delivered']);
    expect(nextStatuses('exchange_approved', 'admin')).toEqual(['shipping']);
    for (const from of ['return_requested', 'return_approved', 'exchange_requested', 'exchange_approved']) {
      expect(nextStatuses(from, 'member')).toEqual([]);
      expect(nextStatuses(from, 'system')).toEqual([]);
    }
    expect(shopperActions('return_approved')).toEqual({
      cancel: false,
      return: false,
      exchange: false,
      confirm: false,
    });
  });
});
