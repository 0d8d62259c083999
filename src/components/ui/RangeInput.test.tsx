// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RangeInput, type RangeInputProps } from './RangeInput';

afterEach(cleanup);

function Strength(props: Partial<RangeInputProps> & { spy?: (v: number) => void }) {
  const [value, setValue] = useState(props.value ?? 50);
  const { spy, ...rest } = props;
  return (
    <RangeInput
      label="향 농도"
      unit="%"
      {...rest}
      value={value}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
    />
  );
}

const slider = () => screen.getByRole('slider', { name: '향 농도' });
const box = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: '향 농도' });

describe('RangeInput', () => {
  it('shows the current value visibly beside the slider', () => {
    render(<Strength value={30} />);
    expect(slider()).toHaveProperty('value', '30');
    expect(box().value).toBe('30');
    expect(screen.getByText('%')).toBeDefined();
  });

  it('clamps a typed value above max (default 100) on input', async () => {
    const spy = vi.fn();
    render(<Strength spy={spy} />);
    await userEvent.clear(box());
    await userEvent.type(box(), '150');
    expect(spy).toHaveBeenLastCalledWith(100);
    expect(box().value).toBe('100');
  });

  it('clamps a typed value below min on blur', async () => {
    const spy = vi.fn();
    render(<Strength min={10} max={20} value={15} spy={spy} />);
    await userEvent.clear(box());
    await userEvent.type(box(), '5');
    expect(spy).toHaveBeenLastCalledWith(10);
    expect(box().value).toBe('5');
    await userEvent.tab();
    expect(box().value).toBe('10');
  });

  it('keeps an unfinished entry while typing towards a value inside the range', async () => {
    const spy = vi.fn();
    render(<Strength min={10} max={90} value={20} spy={spy} />);
    await userEvent.clear(box());
    await userEvent.type(box(), '50');
    expect(spy).toHaveBeenLastCalledWith(50);
    expect(slider()).toHaveProperty('value', '50');
  });

  it('clamps a value given from outside the range on blur', async () => {
    const spy = vi.fn();
    render(<Strength value={-20} spy={spy} />);
    expect(box().value).toBe('0');
    await userEvent.click(box());
    await userEvent.tab();
    expect(spy).toHaveBeenCalledWith(0);
  });

  it('moves with the slider and reports the clamped value', () => {
    const spy = vi.fn();
    render(<Strength spy={spy} />);
    fireEvent.change(slider(), { target: { value: '70' } });
    expect(spy).toHaveBeenLastCalledWith(70);
    expect(box().value).toBe('70');
  });
});
