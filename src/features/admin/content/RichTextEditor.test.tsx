// @vitest-environment happy-dom

import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sanitizeRichText } from '~/server/content/sanitize';
import { RichTextEditor } from './RichTextEditor';
import { type RichTextLabels, SET_RICH_TEXT } from './rich-text';

beforeAll(() => {
  // Browsers queue \`selectionchange\` and fire it once the selection has settled; happy-dom fires it
  // at once, inside ProseMirror's own setting of the selection, which then answers it again until the
  // stack runs out. One that arrives while another is being answered is dropped, as a browser merges them.
  const dispatch = document.dispatchEvent.bind(document);
  let answering = false;
  document.dispatchEvent = (event: Event) => {
    if (event.type !== 'selectionchange') return dispatch(event);
    if (answering) return true;
    answering = true;
    try {
      return dispatch(event);
    } finally {
      answering = false;
    }
  };
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LABELS: RichTextLabels = {
  toolbar: '서식',
  paragraph: '본문',
  heading2: '제목 2',
  heading3: '제목 3',
  bold: '굵게',
  italic: '기울임',
  underline: '밑줄',
  strike: '취소선',
  bulletList: '글머리 목록',
  orderedList: '번호 목록',
  quote: '인용',
  link: '링크',
  linkPrompt: '링크 주소',
  linkInvalid: '쓸 수 없는 주소입니다.',
  unlink: '링크 해제',
  image: '사진',
  imageAlt: '사진 설명',
  uploading: '사진을 올리는 중입니다.',
  uploadFailed: '사진을 올리지 못했습니다.',
  undo: '되돌리기',
  redo: '다시 하기',
  source: 'HTML로 편집',
  visual: '편집기로 편집',
  sourceNotice: '이 본문에는 편집기가 다루지 않는 서식이 있어 HTML로 편집합니다.',
  sourceLoss: '편집기로 바꾸면 일부 서식이 빠집니다. 바꿀까요?',
};

/** What the next `window.prompt` (happy-dom has none) answers. */
const answer = (text: string | null) => {
  window.prompt = vi.fn(() => text);
};

const button = (name: string) => screen.getByRole('button', { name });

async function mount(value = '') {
  const { container } = render(
    <form>
      <RichTextEditor
        id="body"
        name="content"
        label="본문 내용"
        value={value}
        lang="ko"
        uploadUrl="/api/admin/content/media"
        labels={LABELS}
      />
    </form>,
  );
  const area = await screen.findByRole('textbox', { name: '본문 내용' });
  await waitFor(() =>
    expect(screen.getByRole('button', { name: /HTML로 편집|편집기로 편집/ }).hasAttribute('disabled')).toBe(false),
  );
  const editor = (container.querySelector('.rte__content') as HTMLElement & { editor: Editor }).editor;
  const field = container.querySelector<HTMLTextAreaElement>('textarea[name="content"]') as HTMLTextAreaElement;
  return { area, editor, field, form: container.querySelector('form') as HTMLFormElement };
}

/** `html` with the same elements and attributes once the shop's sanitiser has read it (it adds lazy loading). */
function survivesSanitiser(html: string): boolean {
  const read = (text: string) => {
    const box = document.createElement('div');
    box.innerHTML = text;
    for (const img of box.querySelectorAll('img')) img.removeAttribute('loading');
    return box.innerHTML;
  };
  return read(sanitizeRichText(html)) === read(html);
}

describe('RichTextEditor', () => {
  it('is a labelled multi-line text box in the body’s language, described by its error line', async () => {
    const { area } = await mount();
    expect(area.getAttribute('aria-multiline')).toBe('true');
    expect(area.getAttribute('lang')).toBe('ko');
    const error = document.getElementById(area.getAttribute('aria-describedby') ?? '');
    expect(error?.dataset.errorFor).toBe('content');
    expect(screen.getByRole('toolbar', { name: '서식' })).toBeDefined();
  });

  it('is one tab stop whose arrow keys, Home and End move between the enabled buttons', async () => {
    await mount('<p>글</p>');
    const tools = () => within(screen.getByRole('toolbar', { name: '서식' })).getAllByRole('button');
    const stops = tools().filter((b) => b.tabIndex === 0);
    expect(stops).toEqual([button('본문')]);
    button('본문').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(button('제목 2'));
    await userEvent.keyboard('{End}');
    // Nothing to undo or redo, no link to remove: the last enabled button is the picture's.
    expect(document.activeElement).toBe(button('사진'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(button('본문'));
    expect(tools().filter((b) => b.tabIndex === 0)).toEqual([button('본문')]);
  });

  it('marks the editable area invalid when the form marks its field', async () => {
    const { area, field } = await mount();
    field.setAttribute('aria-invalid', 'true');
    await waitFor(() => expect(area.getAttribute('aria-invalid')).toBe('true'));
    field.removeAttribute('aria-invalid');
    await waitFor(() => expect(area.getAttribute('aria-invalid')).toBe('false'));
  });

  it('types bold text into the form’s field as <p><strong>…</strong></p>, announcing each edit', async () => {
    const { area, field, form } = await mount();
    const edits = vi.fn();
    form.addEventListener('input', edits);
    await userEvent.click(area);
    await userEvent.click(button('굵게'));
    expect(button('굵게').getAttribute('aria-pressed')).toBe('true');
    await userEvent.keyboard('향기');
    await waitFor(() => expect(field.value).toBe('<p><strong>향기</strong></p>'));
    expect(new FormData(form).get('content')).toBe('<p><strong>향기</strong></p>');
    expect(edits).toHaveBeenCalled();
  });

  it('keeps the stored body in the field until it is edited, and sends nothing once emptied', async () => {
    const stored = '<p>원래 <b>본문</b></p>';
    const { editor, field } = await mount(stored);
    expect(field.value).toBe(stored);
    editor.commands.clearContent(true);
    expect(field.value).toBe('');
  });

  it('opens a body it cannot hold whole (a table, a caption) as its HTML, so editing it loses nothing', async () => {
    const stored = '<table><caption>배합</caption><tr><td>왁스</td></tr></table><p>글</p>';
    const { field } = await mount(stored);
    const source = screen.getByRole('textbox', { name: '본문 내용' }) as HTMLTextAreaElement;
    expect(source.tagName).toBe('TEXTAREA');
    expect(source.value).toBe(stored);
    await userEvent.type(source, '!');
    expect(field.value).toBe(`${stored}!`);
    // Back to the editor only when the editor may drop something and the person agrees.
    const ask = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    window.confirm = ask;
    await userEvent.click(screen.getByRole('button', { name: '편집기로 편집' }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(field.value).toBe(`${stored}!`);
    await userEvent.click(screen.getByRole('button', { name: '편집기로 편집' }));
    expect(ask).toHaveBeenCalledTimes(2);
    expect(field.value).not.toContain('<caption>');
    expect(screen.getByRole('button', { name: 'HTML로 편집' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows a body a script sends to its field, and sends it as an edit', async () => {
    const { area, field, form } = await mount('<p>원문</p>');
    const edits = vi.fn();
    form.addEventListener('input', edits);
    field.dispatchEvent(new CustomEvent(SET_RICH_TEXT, { detail: '<h2>Title</h2><p><em>Body</em></p>' }));
    expect(field.value).toBe('<h2>Title</h2><p><em>Body</em></p>');
    expect(area.querySelector('h2')?.textContent).toBe('Title');
    expect(edits).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['본문', '<h2>글</h2>', '<p>글</p>'],
    ['제목 2', '<p>글</p>', '<h2>글</h2>'],
    ['제목 3', '<p>글</p>', '<h3>글</h3>'],
    ['굵게', '<p>글</p>', '<p><strong>글</strong></p>'],
    ['기울임', '<p>글</p>', '<p><em>글</em></p>'],
    ['밑줄', '<p>글</p>', '<p><u>글</u></p>'],
    ['취소선', '<p>글</p>', '<p><s>글</s></p>'],
    ['글머리 목록', '<p>글</p>', '<ul><li><p>글</p></li></ul>'],
    ['번호 목록', '<p>글</p>', '<ol><li><p>글</p></li></ol>'],
    ['인용', '<p>글</p>', '<blockquote><p>글</p></blockquote>'],
    ['링크 해제', '<p><a href="/shop">글</a></p>', '<p>글</p>'],
  ])('the %s button makes HTML the shop’s sanitiser keeps as it is', async (name, before, after) => {
    const { editor, field } = await mount(before);
    editor.commands.selectAll();
    await userEvent.click(button(name));
    expect(field.value).toBe(after);
    expect(survivesSanitiser(field.value)).toBe(true);
  });

  it('links the selection to an allowed address without target or rel, and refuses any other', async () => {
    const { editor, field } = await mount('<p>글</p>');
    editor.commands.selectAll();
    answer('javascript:alert(1)');
    await userEvent.click(button('링크'));
    expect(screen.getByRole('status').textContent).toBe('쓸 수 없는 주소입니다.');
    expect(editor.getHTML()).toBe('<p>글</p>');
    answer('https://example.com/a');
    await userEvent.click(button('링크'));
    expect(field.value).toBe('<p><a href="https://example.com/a">글</a></p>');
    expect(survivesSanitiser(field.value)).toBe(true);
    expect(button('링크').getAttribute('aria-pressed')).toBe('true');
  });

  it('drops links and inline pictures the shop does not allow from a stored body', async () => {
    const { editor } = await mount('<p><a href="javascript:alert(1)">a</a><img src="data:image/png;base64,AAAA"></p>');
    expect(editor.getHTML()).toBe('<p>a</p>');
  });

  it('puts an uploaded picture in with its description and stored size', async () => {
    const { editor, field } = await mount('<p>글</p>');
    vi.spyOn(window, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ data: { url: '/media/content/uploads/a.webp', width: 1600, height: 800 } }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    answer('촛불 사진');
    editor.commands.focus('end');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(field.value).toBe(
        '<p>글</p><img src="/media/content/uploads/a.webp" alt="촛불 사진" width="1600" height="800">',
      ),
    );
    expect(survivesSanitiser(field.value)).toBe(true);
  });
});
