import { z } from 'astro/zod';
import { DEFAULT_PAGE_SIZE } from '~/lib/constants';
import { pageQuery } from '../http/pagination.ts';
import { AI_QUESTION_MAX_LENGTH } from './ai-search.types.ts';
import { KEYWORD_MAX_LENGTH } from './keyword.ts';

/** The orders a search result can be listed in. */
export const SEARCH_SORTS = ['relevance', 'newest', 'popular', 'price_asc', 'price_desc', 'reviews'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** `GET /api/v1/search`: a blank keyword is allowed (it finds nothing); a long one is refused. */
export const searchQuery = z
  .object({
    keyword: z
      .string()
      .max(KEYWORD_MAX_LENGTH, { error: `검색어는 ${KEYWORD_MAX_LENGTH}자 이하로 입력해 주세요.` })
      .default(''),
    sort: z.enum(SEARCH_SORTS, { error: `sort는 ${SEARCH_SORTS.join(', ')} 중 하나여야 합니다.` }).default('relevance'),
  })
  .and(pageQuery(DEFAULT_PAGE_SIZE));

/** `GET /api/v1/search/suggest`: what is typed so far; blank gives the popular keywords alone. */
export const suggestQuery = z.object({
  q: z
    .string()
    .max(KEYWORD_MAX_LENGTH, { error: `검색어는 ${KEYWORD_MAX_LENGTH}자 이하로 입력해 주세요.` })
    .default(''),
});

/** `POST /api/v1/ai-search`: the shopper's question, and the understood filters they took off. */
export const aiSearchBody = z.object({
  question: z
    .string({ error: '무엇을 찾으시는지 입력해 주세요.' })
    .trim()
    .min(1, { error: '무엇을 찾으시는지 입력해 주세요.' })
    .max(AI_QUESTION_MAX_LENGTH, { error: `질문은 ${AI_QUESTION_MAX_LENGTH}자 이하로 입력해 주세요.` }),
  drop: z
    .array(z.string().max(100, { error: '조건 이름이 너무 깁니다.' }), {
      error: 'drop은 조건 이름의 목록이어야 합니다.',
    })
    .max(30, { error: '뺄 조건이 너무 많습니다.' })
    .default([]),
});
