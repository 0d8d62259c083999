import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en';
import {
  BUSINESS_TYPES,
  INTEREST_PRODUCTS,
  MONTHLY_VOLUMES,
  REGIONS,
  STATUS_LABELS,
} from '~/server/partners/partner.options';
import { LOOKUP_MESSAGES, PARTNER_WRITE_LIMIT } from '~/server/partners/partner.routes';
import { FIELD_MESSAGES } from '~/server/partners/partner.schema';
import { PARTNER_MESSAGES } from '~/server/partners/partner.service';
import { applicationsApi, applyPath, lookupPath, receiptPath, translateErrors, visitorApi } from './partners';

describe('wholesale and dealer application addresses', () => {
  it('put the form, each application and its edit page under /customer/{kind}-apply', () => {
    expect(applyPath('wholesale')).toBe('/customer/wholesale-apply');
    expect(applyPath('wholesale', 3)).toBe('/customer/wholesale-apply/3/show');
    expect(applyPath('dealer', 3, 'edit')).toBe('/customer/dealer-apply/3/edit');
  });

  it('call /api/v1/{kind}-applications', () => {
    expect(applicationsApi('dealer')).toBe('/api/v1/dealer-applications');
    expect(applicationsApi('wholesale', 8)).toBe('/api/v1/wholesale-applications/8');
  });

  it("put a visitor's look-up and application under the kind's page, and the call under its API", () => {
    expect(lookupPath('dealer')).toBe('/customer/dealer-apply/lookup');
    expect(receiptPath('wholesale', 'W250814-7K3QX9')).toBe('/customer/wholesale-apply/receipt/W250814-7K3QX9');
    expect(visitorApi('wholesale')).toBe('/api/v1/wholesale-applications/visitor');
  });
});

describe('the English application pages', () => {
  it('translate the Korean field messages of a 422 they know and keep the rest as sent', () => {
    expect(
      translateErrors(
        { mobile: [FIELD_MESSAGES.mobileFormat], x: ['알 수 없는 말'] },
        { [FIELD_MESSAGES.mobileFormat]: 'Please enter a Korean mobile number (for example 010-1234-5678).' },
      ),
    ).toEqual({ mobile: ['Please enter a Korean mobile number (for example 010-1234-5678).'], x: ['알 수 없는 말'] });
  });

  it('have English for every choice, status and message the API can send', () => {
    const korean = [
      ...[BUSINESS_TYPES, INTEREST_PRODUCTS, MONTHLY_VOLUMES, REGIONS].flatMap((list) => list.map((c) => c.label)),
      ...Object.values(STATUS_LABELS),
      ...Object.values(FIELD_MESSAGES),
      ...Object.values(PARTNER_MESSAGES),
      PARTNER_WRITE_LIMIT.message,
      ...Object.values(LOOKUP_MESSAGES),
    ];
    expect(korean.filter((text) => !(text in en))).toEqual([]);
  });
});
