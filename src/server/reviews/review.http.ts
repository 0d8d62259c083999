import { z } from 'astro/zod';
import { pageQuery } from '../http/pagination.ts';

/** Page sizes: reviews under a product, questions under a product, and the full-page lists. */
export const REVIEW_PAGE_SIZE = 5;
export const INQUIRY_PAGE_SIZE = 10;
export const LIST_PAGE_SIZE = 10;

const flag = (name: string) =>
  z
    .enum(['1', '0', 'true', 'false'], { error: `${name}는 1 또는 0이어야 합니다.` })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'));

const reviewSort = z
  .enum(['latest', 'best', 'rating'], { error: 'sort는 latest, best, rating 중 하나여야 합니다.' })
  .default('latest');

/** GET /api/v1/products/{it_id}/reviews */
export const productReviewQuery = z.object({ sort: reviewSort }).and(pageQuery(REVIEW_PAGE_SIZE));

/** GET /api/v1/reviews: every product's reviews; `photo=1` keeps photo reviews only. */
export const reviewListQuery = z
  .object({ sort: reviewSort, photo: flag('photo').transform((v) => v === true) })
  .and(pageQuery(LIST_PAGE_SIZE));

export const myListQuery = pageQuery(LIST_PAGE_SIZE);

/** GET /api/v1/products/{it_id}/inquiries */
export const productInquiryQuery = pageQuery(INQUIRY_PAGE_SIZE);

/** GET /api/v1/product-inquiries and the administrators' list: `answered=0|1` narrows by answer. */
export const inquiryListQuery = z.object({ answered: flag('answered') }).and(pageQuery(LIST_PAGE_SIZE));
