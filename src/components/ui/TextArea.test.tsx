// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextArea, type TextAreaProps } from './TextArea';

afterEach(cleanup);

/** The text a screen reader reads as the element's description. */
const describedBy = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function Review(props: Partial<TextAreaProps> & { spy?: (v: string) => void }) {
  const [value, setValue] = useState(props.value ?? '');
  const { spy, ...rest } = props;
  return (
    <TextArea
      label="후기"
      {...rest}
      value={value}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
    />
  );
}

const area = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: '후기' });

describe('TextArea', () => {
  it('truncates typed input at maxLength', async () => {
    const spy = vi.fn();
    render(<Review maxLength={5} spy={spy} />);
    await userEvent.type(area(), '향이 정말 좋아요');
    expect(area().value).toBe('향이 정말');
    expect(spy).toHaveBeenLastCalledWith('향이 정말');
  });

  it('truncates pasted input at maxLength', async () => {
    render(<Review maxLength={3} />);
    await userEvent.click(area());
    await userEvent.paste('캔들 최고');
    expect(area().value).toBe('캔들 ');
  });

  it('shows the hint {max}자 이내로 작성해 주세요. with the current count', async () => {
    render(<Review maxLength={200} />);
    expect(screen.getByText('200자 이내로 작성해 주세요.')).toBeDefined();
    expect(screen.getByText('0/200')).toBeDefined();
    await userEvent.type(area(), '좋아요');
    expect(screen.getByText('3/200')).toBeDefined();
    expect(area().getAttribute('aria-describedby')).toBe(screen.getByText('3/200').parentElement?.id);
  });

  it('translates the hint with the t prop', () => {
    const t = (text: string) =>
      text === '{max}자 이내로 작성해 주세요.' ? 'Must be written under {max} characters' : text;
    render(<Review maxLength={50} t={t} />);
    expect(screen.getByText('Must be written under 50 characters')).toBeDefined();
  });

  it('shows no hint and no limit without maxLength', async () => {
    render(<Review />);
    await userEvent.type(area(), '길게 써도 괜찮아요');
    expect(area().value).toBe('길게 써도 괜찮아요');
    expect(screen.queryByText(/자 이내로/)).toBeNull();
  });

  it('marks a required text area with an asterisk', () => {
    render(<Review required />);
    expect(screen.getByRole('textbox', { name: '후기 (필수)' })).toHaveProperty('required', true);
  });

  it('spec 5: a server error marks the field invalid and is read after the length hint', () => {
    render(
      <>
        <Review maxLength={200} aria-invalid aria-describedby="content-error" />
        <p id="content-error">내용을 입력해 주세요.</p>
      </>,
    );
    expect(area().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(area())).toMatch(/내용을 입력해 주세요\./);
    expect(area().getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });
});
