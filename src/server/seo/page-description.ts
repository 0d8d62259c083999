import type { Language } from '~/lib/constants';
import { pick } from '~/lib/i18n';
import type { Translator } from '../i18n/translator.ts';

/** About what search results show of a description; longer text is cut at a word. */
export const DESCRIPTION_LENGTH = 160;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

export function clip(text: string, max = DESCRIPTION_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.:;]+$/, '')}…`;
}

/** The plain text of stored rich text, clipped: the layout escapes it again, so entities are decoded. */
export function excerpt(html: string, max = DESCRIPTION_LENGTH): string {
  const text = html
    .replace(/<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|table|tr|td|th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return clip(text, max);
}

/**
 * A category page's description from its data: its name, how many products it has, and what it sells
 * (its subcategories, else its first products).
 */
export function categoryDescription(t: Translator, name: string, total: number, examples: string[]): string {
  const vars = { name, count: total.toLocaleString(), items: examples.slice(0, 3).join(', ') };
  if (total === 0) return clip(t('에반스캔들 {name}: 곧 새 상품이 들어옵니다.', vars));
  return clip(
    vars.items
      ? t('에반스캔들 {name} 상품 {count}개: {items} 등을 만나 보세요.', vars)
      : t('에반스캔들 {name} 상품 {count}개를 만나 보세요.', vars),
  );
}

/** A notice's description: the start of its body in the page's language, else its title. */
export function noticeDescription(
  notice: { title: string; title_en: string; body: string; body_en: string },
  lang: Language,
): string {
  return excerpt(pick(notice, 'body', lang)) || pick(notice, 'title', lang);
}
