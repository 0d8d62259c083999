// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup';

afterEach(cleanup);

/** The text a screen reader reads as the element's description. */
const describedBy = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const options = [
  { value: 'parcel', label: '택배' },
  { value: 'pickup', label: '매장 수령' },
  { value: 'quick', label: '퀵' },
];

function Shipping({ initial = null, spy }: { initial?: string | null; spy: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <form aria-label="배송">
      <RadioGroup
        label="배송 방법"
        name="delivery"
        options={options}
        value={value}
        onChange={(v) => {
          spy(v);
          setValue(v);
        }}
      />
    </form>
  );
}

/** A review's rating: required, and chosen (5) from the start. */
function Rating({ spy }: { spy: (v: number | null) => void }) {
  const [value, setValue] = useState<number | null>(5);
  return (
    <RadioGroup
      label="별점"
      name="rating"
      options={[5, 4, 3].map((n) => ({ value: n, label: `${n}점` }))}
      value={value}
      onChange={(v) => {
        spy(v);
        setValue(v);
      }}
      required
    />
  );
}

describe('RadioGroup', () => {
  it('is a labelled radiogroup of radios', () => {
    render(<Shipping spy={vi.fn()} />);
    const group = screen.getByRole('radiogroup', { name: '배송 방법' });
    expect(group).toBeDefined();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('selects the clicked value', async () => {
    const spy = vi.fn();
    render(<Shipping spy={spy} />);
    await userEvent.click(screen.getByRole('radio', { name: '매장 수령' }));
    expect(spy).toHaveBeenLastCalledWith('pickup');
    expect(screen.getByRole('radio', { name: '매장 수령' }).getAttribute('aria-checked')).toBe('true');
  });

  it('clicking the already-selected value clears it to null', async () => {
    const spy = vi.fn();
    render(<Shipping initial="parcel" spy={spy} />);
    await userEvent.click(screen.getByRole('radio', { name: '택배' }));
    expect(spy).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('radio', { name: '택배' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole<HTMLFormElement>('form').elements.namedItem('delivery')).toHaveProperty('value', '');
  });

  it('a required group is not cleared by clicking its selected value: a rating that starts at 5 stays 5', async () => {
    const spy = vi.fn();
    render(<Rating spy={spy} />);
    await userEvent.click(screen.getByRole('radio', { name: '5점' }));
    expect(spy).toHaveBeenLastCalledWith(5);
    expect(screen.getByRole('radio', { name: '5점' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(screen.getByRole('radio', { name: '3점' }));
    await userEvent.click(screen.getByRole('radio', { name: '3점' }));
    expect(spy).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3점' }).getAttribute('aria-checked')).toBe('true');
  });

  it('arrow keys move focus and selection, wrapping at the ends', async () => {
    const spy = vi.fn();
    render(<Shipping initial="parcel" spy={spy} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '택배' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '매장 수령' }));
    expect(spy).toHaveBeenLastCalledWith('pickup');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(spy).toHaveBeenLastCalledWith('quick');
  });

  it('only the selected radio is reached by Tab', async () => {
    render(<Shipping initial="quick" spy={vi.fn()} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '퀵' }));
  });

  it('spec 5: a server error marks the group invalid and describes it', () => {
    render(
      <>
        <RadioGroup
          label="별점"
          options={options}
          value={null}
          onChange={vi.fn()}
          aria-invalid
          aria-describedby="rating-error"
        />
        <p id="rating-error">별점을 선택해 주세요.</p>
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: '별점' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(group)).toMatch('별점을 선택해 주세요.');
  });
});
