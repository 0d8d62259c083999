import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../http/validate';
import { dealerFields, FIELD_MESSAGES as M, newDealer, newWholesale, wholesaleFields } from './partner.schema';

const identity = {
  company_name: '향기공방',
  business_number: '220-81-62517',
  representative_name: '김대표',
  contact_name: '이담당',
  mobile: '010-1234-5678',
  email: 'Shop@Example.com',
};
const wholesale = {
  ...identity,
  business_address: '서울특별시 마포구 양화로 1',
  business_type: 'workshop',
  interest_products: ['wax', 'fragrance'],
  monthly_volume: '1m_3m',
  message: '',
  agree_privacy: true,
};
const dealer = {
  ...identity,
  region: 'busan',
  has_store: 'yes',
  store_address: '부산 해운대구 1',
  agree_privacy: true,
};

function errorsOf(schema: typeof newWholesale | typeof newDealer | typeof wholesaleFields, input: object) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('the wholesale application form', () => {
  it('stores the business number as ten digits and the email in lower case', () => {
    const parsed = newWholesale.parse(wholesale);
    expect(parsed.business_number).toBe('2208162517');
    expect(parsed.email).toBe('shop@example.com');
    expect(newWholesale.parse({ ...wholesale, business_number: '2208162517' }).business_number).toBe('2208162517');
  });

  it('refuses a business number whose check digit does not agree, and one of the wrong shape', () => {
    expect(errorsOf(newWholesale, { ...wholesale, business_number: '220-81-62518' })).toEqual({
      business_number: [M.brnCheck],
    });
    expect(errorsOf(newWholesale, { ...wholesale, business_number: '220-81-6251' })).toEqual({
      business_number: [M.brnFormat],
    });
    expect(errorsOf(newWholesale, { ...wholesale, business_number: ' ' })).toEqual({ business_number: [M.brn] });
  });

  it('takes Korean mobile numbers in any common writing and stores them with dashes', () => {
    for (const [written, stored] of [
      ['010-1234-5678', '010-1234-5678'],
      ['01012345678', '010-1234-5678'],
      ['010 1234 5678', '010-1234-5678'],
      ['011-123-4567', '011-123-4567'],
    ]) {
      expect(newWholesale.parse({ ...wholesale, mobile: written }).mobile, written).toBe(stored);
    }
  });

  it('refuses landlines, short numbers and letters as the mobile number', () => {
    for (const bad of ['02-123-4567', '010-123-456', '012-1234-5678', '010-abcd-5678']) {
      expect(errorsOf(newWholesale, { ...wholesale, mobile: bad }), bad).toEqual({ mobile: [M.mobileFormat] });
    }
    expect(errorsOf(newWholesale, { ...wholesale, mobile: '' })).toEqual({ mobile: [M.mobile] });
  });

  it('needs the privacy consent on a new application but not on an edit', () => {
    expect(errorsOf(newWholesale, { ...wholesale, agree_privacy: false })).toEqual({ agree_privacy: [M.privacy] });
    expect(wholesaleFields.safeParse({ ...wholesale, agree_privacy: undefined }).success).toBe(true);
  });

  it('needs at least one product of interest, takes one as a plain string and drops repeats', () => {
    expect(errorsOf(newWholesale, { ...wholesale, interest_products: [] })).toEqual({
      interest_products: [M.products],
    });
    expect(newWholesale.parse({ ...wholesale, interest_products: 'wick' }).interest_products).toEqual(['wick']);
    expect(newWholesale.parse({ ...wholesale, interest_products: ['wax', 'wax'] }).interest_products).toEqual(['wax']);
    expect(errorsOf(newWholesale, { ...wholesale, interest_products: ['soap'] })).toHaveProperty('interest_products.0');
  });

  it('caps the message at 2,000 characters', () => {
    expect(newWholesale.parse({ ...wholesale, message: '가'.repeat(2000) }).message).toHaveLength(2000);
    expect(errorsOf(newWholesale, { ...wholesale, message: '가'.repeat(2001) })).toEqual({ message: [M.messageMax] });
  });

  it('names every missing field', () => {
    expect(Object.keys(errorsOf(newWholesale, {})).sort()).toEqual(
      [
        'agree_privacy',
        'business_address',
        'business_number',
        'business_type',
        'company_name',
        'contact_name',
        'email',
        'interest_products',
        'mobile',
        'monthly_volume',
        'representative_name',
      ].sort(),
    );
  });
});

describe('the dealer application form', () => {
  it('asks for the store address only when there is a store', () => {
    expect(errorsOf(newDealer, { ...dealer, store_address: '' })).toEqual({ store_address: [M.storeAddress] });
    const none = newDealer.parse({ ...dealer, has_store: 'no' });
    expect(none).toMatchObject({ has_store: false, store_address: '' });
    expect(newDealer.parse(dealer)).toMatchObject({ has_store: true, store_address: '부산 해운대구 1' });
  });

  it('needs one of the seventeen regions and a yes or no about the store', () => {
    expect(errorsOf(newDealer, { ...dealer, region: 'tokyo' })).toEqual({ region: [M.region] });
    expect(errorsOf(newDealer, { ...dealer, has_store: undefined })).toEqual({ has_store: [M.hasStore] });
  });

  it('keeps the consent out of an edit', () => {
    expect(dealerFields.safeParse({ ...dealer, agree_privacy: undefined }).success).toBe(true);
  });
});
