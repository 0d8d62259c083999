// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectList } from './SelectList';

afterEach(cleanup);

const options = [
  { value: 'rose', label: '장미' },
  { value: 'musk', label: '머스크', disabled: true },
  { value: 'citrus', label: '시트러스' },
  { value: 'wood', label: '우디' },
];

function scrollTo(list: HTMLElement, scrollTop: number, scrollHeight = 1000, clientHeight = 300) {
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: clientHeight });
  list.scrollTop = scrollTop;
  fireEvent.scroll(list);
}

describe('SelectList', () => {
  it('is a labelled listbox no taller than 300px', () => {
    render(<SelectList label="향 선택" options={options} value={null} onSelect={vi.fn()} />);
    const list = screen.getByRole('listbox', { name: '향 선택' });
    expect(list.style.maxHeight).toBe('300px');
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });

  it('marks the selected option and selects another on click', async () => {
    const onSelect = vi.fn();
    render(<SelectList label="향 선택" options={options} value="citrus" onSelect={onSelect} />);
    expect(screen.getByRole('option', { name: '시트러스' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('option', { name: '우디' }));
    expect(onSelect).toHaveBeenCalledWith('wood');
  });

  it('ignores clicks on a disabled option', async () => {
    const onSelect = vi.fn();
    render(<SelectList label="향 선택" options={options} value={null} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('option', { name: '머스크' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('is keyboard operable: arrows skip disabled options and Enter selects the active one', async () => {
    const onSelect = vi.fn();
    render(<SelectList label="향 선택" options={options} value={null} onSelect={onSelect} />);
    await userEvent.tab();
    const list = screen.getByRole('listbox');
    expect(document.activeElement).toBe(list);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = list.getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')?.textContent).toBe('시트러스');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('citrus');
    await userEvent.keyboard('{End} ');
    expect(onSelect).toHaveBeenLastCalledWith('wood');
  });

  it('calls onScrollEnd when scrolled within 10px of the bottom, once per arrival', () => {
    const onScrollEnd = vi.fn();
    render(<SelectList label="향 선택" options={options} value={null} onSelect={vi.fn()} onScrollEnd={onScrollEnd} />);
    const list = screen.getByRole('listbox');
    scrollTo(list, 689);
    expect(onScrollEnd).not.toHaveBeenCalled();
    scrollTo(list, 690);
    scrollTo(list, 700);
    expect(onScrollEnd).toHaveBeenCalledOnce();
    scrollTo(list, 100);
    scrollTo(list, 695);
    expect(onScrollEnd).toHaveBeenCalledTimes(2);
  });

  it('calls onScrollEnd again at the bottom once more options have loaded', () => {
    const onScrollEnd = vi.fn();
    const { rerender } = render(
      <SelectList
        label="향 선택"
        options={options.slice(0, 2)}
        value={null}
        onSelect={vi.fn()}
        onScrollEnd={onScrollEnd}
      />,
    );
    scrollTo(screen.getByRole('listbox'), 700);
    rerender(
      <SelectList label="향 선택" options={options} value={null} onSelect={vi.fn()} onScrollEnd={onScrollEnd} />,
    );
    scrollTo(screen.getByRole('listbox'), 1200, 1500);
    expect(onScrollEnd).toHaveBeenCalledTimes(2);
  });
});
