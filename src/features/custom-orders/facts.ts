import type { CustomOrder } from '~/server/custom-orders/custom-order.types';
import { SPACE_LABELS } from './service-request';

type T = (text: string, values?: Record<string, string | number>) => string;
const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const list = (v: unknown) => (Array.isArray(v) ? v.map(text).filter(Boolean).join(', ') : text(v));

/**
 * What a custom order is made of, as label and value pairs in the page's language: the request a
 * business sent, or the recipe of a made piece. Values stay as the member wrote them.
 */
export function detailFacts(o: CustomOrder, t: T, price: (krw: number) => string): [string, string][] {
  const d = o.details;
  const out: [string, string][] = [[t('수량'), t('{count}개', { count: o.quantity })]];
  if (o.amount !== null) out.push([t('금액'), price(o.amount)]);
  if (o.kind === 'service') {
    const space = text(d.space_type) as keyof typeof SPACE_LABELS;
    out.push(
      [t('공간 유형'), t(SPACE_LABELS[space] ?? SPACE_LABELS.other)],
      [t('원하시는 향의 방향'), text(d.scent_words)],
      [t('예산'), typeof d.budget === 'number' ? price(d.budget) : t('정하지 않음')],
      [t('담당자 성함'), text(d.contact_name)],
      [t('휴대폰 번호'), text(d.mobile)],
      [t('이메일'), text(d.email)],
    );
    if (text(d.message)) out.push([t('요청 사항'), text(d.message)]);
    return out;
  }
  const recipe: [string, unknown][] = [
    [t('베이스'), d.base],
    [t('노트'), d.notes],
    [t('용량'), typeof d.volume_ml === 'number' ? `${d.volume_ml}ml` : d.volume_ml],
    [t('용기'), d.bottle],
    [t('라벨'), d.label],
    [t('향 레시피'), d.formula_name],
  ];
  for (const [label, value] of recipe) if (list(value)) out.push([label, list(value)]);
  return out;
}
