// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { addChoice, linesTotal, removeChoice, setQuantity } from './purchase-lines';
import { showPoints } from './purchase-points';

const lavender = { optionId: 1, name: '라벤더 100ml', unit: 12_000, stock: 3 };
const cedar = { optionId: 2, name: '시더우드 200ml', unit: 20_000, stock: 10 };

describe('several options as lines', () => {
  it('each option chosen becomes one line of one; the same option twice stays one line', () => {
    let { lines } = addChoice([], lavender);
    ({ lines } = addChoice(lines, cedar));
    const again = addChoice(lines, lavender);
    expect(again.added).toBe(false);
    expect(again.lines.map((l) => [l.optionId, l.quantity])).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('holds each quantity between 1 and its option’s stock, and totals every line', () => {
    let lines = [...addChoice(addChoice([], lavender).lines, cedar).lines];
    lines = setQuantity(lines, 1, 5);
    lines = setQuantity(lines, 2, 0);
    expect(lines.map((l) => l.quantity)).toEqual([3, 1]);
    expect(linesTotal(lines)).toBe(3 * 12_000 + 20_000);
    expect(linesTotal(removeChoice(lines, 1))).toBe(20_000);
  });
});

describe('the points line', () => {
  it('writes the points the amount would earn at the form’s rate, and hides at nothing', () => {
    document.body.innerHTML =
      '<form><p data-points data-rate="1" data-template="회원 가입 시 {points}원 적립"><span data-points-text></span></p></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    showPoints(form, 56_000);
    expect(form.textContent).toBe('회원 가입 시 560원 적립');
    showPoints(form, 0);
    expect(form.querySelector<HTMLElement>('[data-points]')?.hidden).toBe(true);
  });
});
