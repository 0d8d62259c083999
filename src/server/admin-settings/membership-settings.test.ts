import { describe, expect, it } from 'vitest';
import { ValidationError } from '../http/errors.ts';
import { tiersFrom } from './membership-settings.service.ts';

const cols = (rows: [string, string, string, string, string][]) => ({
  name: rows.map((r) => r[0]),
  name_en: rows.map((r) => r[1]),
  min_amount: rows.map((r) => r[2]),
  point_rate_percent: rows.map((r) => r[3]),
  monthly_coupon: rows.map((r) => r[4]),
});
const errorsOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof ValidationError) return err.errors;
    throw err;
  }
  return {};
};

describe('membership tiers as an owner saves them', () => {
  it('keeps the tiers lowest first, drops blank rows, and reads a blank coupon as none', () => {
    const tiers = tiersFrom(
      cols([
        ['골드', 'Gold', '700000', '3', 'GOLD'],
        ['', '', '', '', ''],
        ['웰컴', 'Welcome', '0', '0.5', ''],
      ]),
    );
    expect(tiers).toEqual([
      { name: '웰컴', name_en: 'Welcome', min_amount: 0, point_rate_percent: 0.5, monthly_coupon: null },
      { name: '골드', name_en: 'Gold', min_amount: 700_000, point_rate_percent: 3, monthly_coupon: 'GOLD' },
    ]);
    expect(tiersFrom(cols([]))).toEqual([]);
  });

  it('names each row’s problem: name, threshold, rate, a repeated threshold, a lowest tier above 0', () => {
    expect(
      errorsOf(() =>
        tiersFrom(
          cols([
            ['', 'x', '10000', '1', ''],
            ['실버', '', '1.5', '60', ''],
            ['골드', '', '10000', '0.25', ''],
          ]),
        ),
      ),
    ).toEqual({
      'tiers.0.name': ['등급 이름을 20자 이하로 입력해 주세요.'],
      'tiers.0.min_amount': ['가장 낮은 등급의 기준 금액은 0원이어야 합니다. 모든 회원이 어느 한 등급에 들어갑니다.'],
      'tiers.1.min_amount': ['기준 금액을 0원에서 10억 원 사이의 정수로 입력해 주세요.'],
      'tiers.1.point_rate_percent': ['적립률은 0에서 50 사이로, 소수는 한 자리까지 입력해 주세요.'],
      'tiers.2.min_amount': ['1번째 등급과 기준 금액이 같습니다.'],
      'tiers.2.point_rate_percent': ['적립률은 0에서 50 사이로, 소수는 한 자리까지 입력해 주세요.'],
    });
  });
});
