import { describe, expect, it } from 'vitest';
import { isCustomRequest } from './custom-request.ts';

describe('custom making', () => {
  it('reads a request for something made to order (맞춤/주문 제작/나만의 향/커스텀/custom)', () => {
    for (const q of [
      '나만의 향 디퓨저 맞춤 제작 하고 싶어요',
      '회사 로고 캔들 주문 제작',
      '나만의 향 만들기',
      '커스텀 캔들',
      'custom scent for my wedding',
      'personalised candle',
    ]) {
      expect(isCustomRequest(q), q).toBe(true);
    }
  });

  it('does not read making something oneself, or an ordinary question, as custom making', () => {
    for (const q of [
      '캔들 만들기 키트',
      '디퓨저 만들고 싶어요',
      '아이 방에 쓸 은은한 라벤더 디퓨저 3만원 이하',
      'customer reviews',
    ]) {
      expect(isCustomRequest(q), q).toBe(false);
    }
  });
});
