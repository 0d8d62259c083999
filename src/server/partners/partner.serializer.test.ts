import { describe, expect, it } from 'vitest';
import { toApplicationWire } from './partner.serializer';
import type { DealerApplication, WholesaleApplication } from './partner.types';

const common = {
  id: 7,
  receipt_no: 'W250714-7K3QX9',
  by_visitor: false,
  status: 'received',
  editable: true,
  company_name: '향기로운 공방',
  business_number: '2208162517',
  representative_name: '김대표',
  contact_name: '이담당',
  mobile: '010-9876-5432',
  email: 'studio@example.com',
  message: '',
  status_note: null,
  created_at: new Date('2025-07-14T01:02:03.004Z'),
  updated_at: new Date('2025-07-15T01:02:03.004Z'),
  status_changed_at: null,
} as const;

describe('partner applications on the wire', () => {
  it('send a wholesale application with its fields in the documented order and times as ISO text', () => {
    const a: WholesaleApplication = {
      ...common,
      kind: 'wholesale',
      business_address: '서울특별시 마포구 양화로 12',
      business_type: 'workshop',
      interest_products: ['wax'],
      monthly_volume: '1m_3m',
    };
    expect(JSON.stringify(toApplicationWire(a))).toBe(
      '{"id":7,"receipt_no":"W250714-7K3QX9","by_visitor":false,"status":"received","editable":true,"company_name":"향기로운 공방","business_number":"2208162517",' +
        '"representative_name":"김대표","contact_name":"이담당","mobile":"010-9876-5432","email":"studio@example.com",' +
        '"message":"","status_note":null,"created_at":"2025-07-14T01:02:03.004Z","updated_at":"2025-07-15T01:02:03.004Z",' +
        '"status_changed_at":null,"kind":"wholesale","business_address":"서울특별시 마포구 양화로 12",' +
        '"business_type":"workshop","interest_products":["wax"],"monthly_volume":"1m_3m"}',
    );
  });

  it('send a decided dealer application with the decision time and only the dealer fields', () => {
    const a: DealerApplication = {
      ...common,
      status: 'rejected',
      editable: false,
      status_note: '지역 마감',
      status_changed_at: new Date('2025-07-16T00:00:00.000Z'),
      kind: 'dealer',
      region: 'busan',
      has_store: false,
      store_address: null,
      experience: '',
    };
    const wire = toApplicationWire(a);
    expect(wire).toMatchObject({ status: 'rejected', editable: false, status_changed_at: '2025-07-16T00:00:00.000Z' });
    expect(Object.keys(wire).slice(-5)).toEqual(['kind', 'region', 'has_store', 'store_address', 'experience']);
    expect(wire).not.toHaveProperty('business_address');
  });
});
