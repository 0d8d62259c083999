// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox, type CheckboxProps } from './Checkbox';

afterEach(cleanup);

function Controlled<T>(props: Omit<CheckboxProps<T>, 'onChange'> & { spy: (value: T) => void }) {
  const [value, setValue] = useState(props.value);
  const { spy, ...rest } = props;
  return (
    <Checkbox<T>
      {...rest}
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
    />
  );
}

describe('Checkbox', () => {
  it('toggles between true and false by default', async () => {
    const spy = vi.fn();
    render(<Controlled label="동의" value={false} spy={spy} />);
    const box = screen.getByRole('checkbox', { name: '동의' });
    await userEvent.click(box);
    await userEvent.click(box);
    expect(spy.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles between its activeValue and inactiveValue', async () => {
    const spy = vi.fn();
    render(<Controlled label="수신 동의" value="N" activeValue="Y" inactiveValue="N" spy={spy} />);
    const box = screen.getByRole('checkbox', { name: '수신 동의' });
    expect(box).toHaveProperty('checked', false);
    await userEvent.click(box);
    expect(spy).toHaveBeenLastCalledWith('Y');
    expect(box).toHaveProperty('checked', true);
  });

  it('toggles from the keyboard with Space', async () => {
    const spy = vi.fn();
    render(<Controlled label="동의" value={false} spy={spy} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox'));
    await userEvent.keyboard(' ');
    expect(spy).toHaveBeenCalledWith(true);
  });

  it('toggles when its label text is clicked', async () => {
    const spy = vi.fn();
    render(<Controlled label="약관 동의" value={false} spy={spy} />);
    await userEvent.click(screen.getByText('약관 동의'));
    expect(spy).toHaveBeenCalledWith(true);
  });

  it('shows an asterisk when required', () => {
    render(<Checkbox label="약관 동의" value={false} onChange={() => {}} required />);
    expect(screen.getByText('*')).toBeDefined();
    const box = screen.getByRole('checkbox', { name: '약관 동의 (필수)' });
    expect(box).toHaveProperty('required', true);
  });
});
