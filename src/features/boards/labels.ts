import { pick } from '~/lib/i18n';
import { BOARD_LABELS, type BoardName, categoryLabel } from '~/server/boards/board.options';
import type { BoardPost } from '~/server/boards/board.types';

/** The Korean words of a post's board and kind, which pages pass through their translator. */
export const boardWord = (board: BoardName) => BOARD_LABELS[board];
export const categoryWord = (value: string | null) => (value ? categoryLabel(value) : '');

type Translate = (text: string, vars?: Record<string, string | number>) => string;

/** What a post is called on the page: a class request by its class, a bulk request by its products. */
export function postHeading(post: BoardPost, t: Translate, lang: 'kr' | 'en'): string {
  const r = post.request;
  if (r?.kind === 'class') return pick(r, 'class_title', lang);
  if (r?.kind === 'bulk' && r.items.length > 1)
    return t('{name} 외 {count}건', { name: post.title, count: r.items.length - 1 });
  return post.title;
}
