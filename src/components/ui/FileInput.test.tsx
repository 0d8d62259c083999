// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $dialogs, answerDialog } from '~/lib/dialog';
import { FileInput, type FileInputProps } from './FileInput';

/** The text a screen reader reads as the element's description. */
const describedBy = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

function Attachments(props: Partial<FileInputProps> & { spy?: (files: File[]) => void }) {
  const [value, setValue] = useState<readonly File[]>(props.value ?? []);
  const { spy, ...rest } = props;
  return (
    <FileInput
      label="첨부 파일"
      {...rest}
      value={value}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
    />
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>(/^첨부 파일/, { selector: 'input' });

beforeEach(() => {
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    n += 1;
    return `blob:preview-${n}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  act(() => {
    for (const d of $dialogs.get()) answerDialog(d.id, true);
  });
  vi.restoreAllMocks();
});

describe('FileInput', () => {
  it('hands picked files to onChange and lists them', async () => {
    const spy = vi.fn();
    render(<Attachments spy={spy} />);
    const doc = file('견적서.pdf', 'application/pdf');
    await userEvent.upload(input(), doc);
    expect(spy).toHaveBeenCalledWith([doc]);
    expect(screen.getByText('견적서.pdf')).toBeDefined();
  });

  it('allows one file by default and refuses a second with 파일은 최대 {count}개까지 업로드할 수 있습니다.', async () => {
    const spy = vi.fn();
    render(<Attachments spy={spy} value={[file('a.pdf', 'application/pdf')]} />);
    await userEvent.upload(input(), file('b.pdf', 'application/pdf'));
    expect(spy).not.toHaveBeenCalled();
    expect($dialogs.get()).toMatchObject([{ kind: 'alert', message: '파일은 최대 1개까지 업로드할 수 있습니다.' }]);
  });

  it('refuses a pick of several files that would go past maxCount as a whole', async () => {
    const spy = vi.fn();
    render(<Attachments spy={spy} maxCount={2} value={[file('a.pdf', 'application/pdf')]} />);
    await userEvent.upload(input(), [file('b.pdf', 'application/pdf'), file('c.pdf', 'application/pdf')]);
    expect(spy).not.toHaveBeenCalled();
    expect($dialogs.get()[0]?.message).toBe('파일은 최대 2개까지 업로드할 수 있습니다.');
  });

  it('accepts several files up to maxCount in one pick', async () => {
    const spy = vi.fn();
    render(<Attachments spy={spy} maxCount={3} />);
    expect(input().multiple).toBe(true);
    await userEvent.upload(input(), [file('a.pdf', 'application/pdf'), file('b.pdf', 'application/pdf')]);
    expect(spy.mock.calls[0]?.[0]).toHaveLength(2);
    expect($dialogs.get()).toEqual([]);
  });

  it.each([
    ['a.jpg', 'image/jpeg'],
    ['a.png', 'image/png'],
    ['a.gif', 'image/gif'],
    ['a.bmp', 'image/bmp'],
    ['a.webp', 'image/webp'],
  ])('previews %s with an object URL', async (name, type) => {
    const { container } = render(<Attachments />);
    await userEvent.upload(input(), file(name, type));
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^blob:preview-/));
    expect(container.querySelector('.file-preview__icon')).toBeNull();
  });

  it('shows a generic file icon for files that are not previewable images', async () => {
    const { container } = render(<Attachments />);
    await userEvent.upload(input(), file('notes.txt', 'text/plain'));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.file-preview__icon')).not.toBeNull();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('compresses images of 4 MB or more before handing them to onChange', async () => {
    const spy = vi.fn();
    const small = file('small.jpg', 'image/jpeg', 1000);
    const compress = vi.fn(async () => small);
    render(<Attachments spy={spy} compress={compress} />);
    const big = file('big.png', 'image/png', 4 * MB);
    await userEvent.upload(input(), big);
    expect(compress).toHaveBeenCalledWith(big);
    await waitFor(() => expect(spy).toHaveBeenCalledWith([small]));
  });

  it('leaves images under 4 MB and other files uncompressed', async () => {
    const compress = vi.fn(async (f: File) => f);
    render(<Attachments maxCount={2} compress={compress} />);
    await userEvent.upload(input(), [
      file('a.jpg', 'image/jpeg', 4 * MB - 1),
      file('b.zip', 'application/zip', 5 * MB),
    ]);
    expect(compress).not.toHaveBeenCalled();
  });

  it('removes a file with its remove button and revokes its preview URL', async () => {
    const spy = vi.fn();
    render(<Attachments spy={spy} maxCount={2} />);
    await userEvent.upload(input(), [file('a.jpg', 'image/jpeg'), file('b.pdf', 'application/pdf')]);
    await userEvent.click(screen.getByRole('button', { name: 'a.jpg 삭제' }));
    expect(spy).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'b.pdf' })]);
    expect(screen.queryByText('a.jpg')).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('marks a required file field with an asterisk', () => {
    render(<Attachments required />);
    expect(screen.getByText('*')).toBeDefined();
    expect(screen.getByLabelText('첨부 파일* (필수)', { selector: 'input' })).toHaveProperty('required', true);
  });

  it('spec 5: a server error marks the file field invalid and describes it', () => {
    render(
      <>
        <Attachments aria-invalid aria-describedby="files-error" />
        <p id="files-error">파일 형식을 확인해 주세요.</p>
      </>,
    );
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input())).toMatch(/파일 형식을 확인해 주세요\./);
  });
});
