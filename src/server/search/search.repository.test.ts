import { describe, expect, it } from 'vitest';
import { type MatchSet, pageOfMatches } from './search.repository';

const rank = (relevance: number, newest: number) => ({
  relevance,
  newest,
  popular: relevance,
  price_asc: newest,
  price_desc: relevance,
  reviews: newest,
});
const set = (capped: boolean): MatchSet => ({
  total: 3,
  capped,
  candidates: [
    { id: 10, rank: rank(2, 1) },
    { id: 20, rank: rank(3, 3) },
    { id: 30, rank: rank(1, 2) },
  ],
});

describe('pages cut from a stored match set', () => {
  it('orders by the place the database gave each product in the sort asked for', () => {
    expect(pageOfMatches(set(false), 'relevance', 0, 3)).toEqual([30, 10, 20]);
    expect(pageOfMatches(set(false), 'newest', 0, 3)).toEqual([10, 30, 20]);
  });

  it('cuts the page out of the order, and past the end gives an empty page', () => {
    expect(pageOfMatches(set(false), 'relevance', 1, 1)).toEqual([10]);
    expect(pageOfMatches(set(false), 'relevance', 3, 2)).toEqual([]);
  });

  it('answers a broad (capped) keyword in every sort from its stored best sellers', () => {
    expect(pageOfMatches(set(true), 'relevance', 0, 2)).toEqual([30, 10]);
    expect(pageOfMatches(set(true), 'newest', 0, 2)).toEqual([10, 30]);
  });
});
