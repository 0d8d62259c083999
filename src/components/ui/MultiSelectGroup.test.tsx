// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $dialogs, answerDialog } from '~/lib/dialog';
import { MultiSelectGroup, type MultiSelectGroupProps } from './MultiSelectGroup';

afterEach(() => {
  cleanup();
  act(() => {
    for (const d of $dialogs.get()) answerDialog(d.id, true);
  });
});

const options = [
  { value: 'rose', label: '장미' },
  { value: 'musk', label: '머스크' },
  { value: 'citrus', label: '시트러스' },
];

function Scents(props: Partial<MultiSelectGroupProps<string>> & { spy?: (v: string[]) => void }) {
  const [value, setValue] = useState<readonly string[]>(props.value ?? []);
  const { spy, ...rest } = props;
  return (
    <MultiSelectGroup
      label="향"
      options={options}
      {...rest}
      value={value}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
    />
  );
}

describe('MultiSelectGroup', () => {
  it('is a labelled group of checkboxes that adds and removes choices', async () => {
    const spy = vi.fn();
    render(<Scents spy={spy} />);
    expect(screen.getByRole('group', { name: '향' })).toBeDefined();
    await userEvent.click(screen.getByRole('checkbox', { name: '장미' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '머스크' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '장미' }));
    expect(spy.mock.calls).toEqual([[['rose']], [['rose', 'musk']], [['musk']]]);
  });

  it('refuses a change past max and alerts 선택 가능한 개수는 {count}개입니다. with the count filled', async () => {
    const spy = vi.fn();
    render(<Scents max={2} value={['rose', 'musk']} spy={spy} />);
    await userEvent.click(screen.getByRole('checkbox', { name: '시트러스' }));
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: '시트러스' })).toHaveProperty('checked', false);
    expect($dialogs.get()).toMatchObject([{ kind: 'alert', message: '선택 가능한 개수는 2개입니다.' }]);
  });

  it('passes the refusal message through the t prop so the English page can translate it', async () => {
    const t = (text: string) =>
      text === '선택 가능한 개수는 {count}개입니다.' ? 'The number of selectable options is {count}' : text;
    render(<Scents max={1} value={['rose']} t={t} />);
    await userEvent.click(screen.getByRole('checkbox', { name: '머스크' }));
    expect($dialogs.get()[0]?.message).toBe('The number of selectable options is 1');
  });

  it('has no limit when max is 0', async () => {
    const spy = vi.fn();
    render(<Scents max={0} value={['rose', 'musk']} spy={spy} />);
    await userEvent.click(screen.getByRole('checkbox', { name: '시트러스' }));
    expect(spy).toHaveBeenCalledWith(['rose', 'musk', 'citrus']);
    expect($dialogs.get()).toEqual([]);
  });

  it('shows an asterisk in the legend when required', () => {
    render(<Scents required />);
    expect(screen.getByRole('group', { name: '향 (필수)' })).toBeDefined();
  });
});
