import type { Translator } from '~/server/i18n/translator';
import { formatBusinessNumber } from '~/server/partners/business-number';
import {
  BUSINESS_TYPES,
  INTEREST_PRODUCTS,
  labelOf,
  MONTHLY_VOLUMES,
  REGIONS,
} from '~/server/partners/partner.options';
import type { PartnerApplication } from '~/server/partners/partner.types';

/** What an application says, term by term, as the applicant and the back office read it. */
export function applicationRows(a: PartnerApplication, t: Translator): [string, string][] {
  const label = (list: readonly { value: string; label: string }[], value: string | null) => t(labelOf(list, value));
  return [
    [t('상호'), a.company_name],
    [t('사업자등록번호'), formatBusinessNumber(a.business_number)],
    [t('대표자명'), a.representative_name],
    [t('담당자명'), a.contact_name],
    [t('휴대폰 번호'), a.mobile],
    [t('이메일'), a.email],
    ...(a.kind === 'wholesale'
      ? ([
          [t('사업장 주소'), a.business_address],
          [t('업종'), label(BUSINESS_TYPES, a.business_type)],
          [t('관심 상품'), a.interest_products.map((p) => label(INTEREST_PRODUCTS, p)).join(', ')],
          [t('예상 월 구매 규모'), label(MONTHLY_VOLUMES, a.monthly_volume)],
        ] as [string, string][])
      : ([
          [t('희망 지역 (시/도)'), label(REGIONS, a.region)],
          [t('매장 보유 여부'), a.has_store ? t('매장이 있습니다') : t('매장이 없습니다')],
          ...(a.has_store ? [[t('매장 주소'), a.store_address ?? '']] : []),
          [t('관련 경력'), a.experience || '—'],
        ] as [string, string][])),
    [t('남기실 말씀'), a.message || '—'],
  ];
}
