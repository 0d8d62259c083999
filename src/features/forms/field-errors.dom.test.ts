// @vitest-environment happy-dom
import { HTTPError } from 'ky';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $dialogs, answerDialog } from '~/lib/dialog';
import { ApiError } from '~/lib/http-errors';
import {
  clearFieldErrors,
  inDocumentOrder,
  locateField,
  scrollToField,
  showFieldErrors,
  withFieldErrors,
} from './field-errors';

function apiError(status: number, data: unknown): ApiError {
  const source = new HTTPError(
    new Response(null, { status }),
    new Request('https://shop.test/api/v1/register'),
    {} as never,
  );
  source.data = data;
  return new ApiError(source);
}

function form(html: string): HTMLFormElement {
  const el = document.createElement('form');
  el.innerHTML = html;
  document.body.append(el);
  return el;
}

const input = (f: HTMLFormElement, name: string) => f.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const messageOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;
const dialogs = () => $dialogs.get().map((d) => d.message);

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  for (const d of $dialogs.get()) answerDialog(d.id, true);
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('showFieldErrors', () => {
  it("shows each field's first message next to it with aria-invalid and aria-describedby", () => {
    const f = form('<label>이메일 <input name="email"></label><input name="name">');
    showFieldErrors(f, { email: ['이메일 형식이 아닙니다.', '두 번째'], name: ['이름은 필수입니다.'] });
    expect(input(f, 'email').getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(input(f, 'email'))).toBe('이메일 형식이 아닙니다.');
    expect(messageOf(input(f, 'name'))).toBe('이름은 필수입니다.');
    expect(f.textContent).not.toContain('두 번째');
    expect(dialogs()).toEqual([]);
  });

  it('scrolls so the first error field sits 120px below the top of the window', () => {
    const f = form('<input name="name"><input name="email">');
    vi.spyOn(input(f, 'name'), 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    showFieldErrors(f, { email: ['이메일'], name: ['이름'] });
    expect(scrollTo).toHaveBeenCalledWith({ top: 780, behavior: 'smooth' });
    expect(document.activeElement).toBe(input(f, 'name'));
  });

  it('scrolls by the offset given', () => {
    const f = form('<input name="email">');
    vi.spyOn(input(f, 'email'), 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect);
    showFieldErrors(f, { email: ['이메일'] }, { offset: 70 });
    expect(scrollTo).toHaveBeenCalledWith({ top: 430, behavior: 'smooth' });
  });

  it('shows all first messages in one dialog when no field can be located', () => {
    const f = form('<input name="email">');
    showFieldErrors(f, { phone: ['전화번호를 확인하세요.', '무시'], zip: ['우편번호를 입력하세요.'] });
    expect(dialogs()).toEqual(['전화번호를 확인하세요.\n우편번호를 입력하세요.']);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('shows the messages of keys with no field on the page in one dialog, the others beside their fields', () => {
    const f = form('<input name="email">');
    showFieldErrors(f, { email: ['이메일'], 'coupon.id': ['쿠폰을 확인하세요.'], otp: ['인증번호'] });
    expect(messageOf(input(f, 'email'))).toBe('이메일');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(dialogs()).toEqual(['쿠폰을 확인하세요.\n인증번호']);
  });

  it('groups dotted keys under their first part: items.0.qty is the field items, first message kept', () => {
    const f = form('<input name="items[0][qty]"><input name="items[1][qty]">');
    showFieldErrors(f, { 'items.0.qty': ['첫 줄 수량'], 'items.1.qty': ['둘째 줄 수량'] });
    expect(messageOf(input(f, 'items[0][qty]'))).toBe('첫 줄 수량');
    expect(f.textContent).not.toContain('둘째 줄 수량');
    expect(dialogs()).toEqual([]);
  });

  it('keeps a dotted key whole when the form has a control of exactly that name', () => {
    const f = form('<input name="recipient.name"><input name="recipient.zonecode">');
    showFieldErrors(f, { 'recipient.zonecode': ['우편번호는 숫자 5자리입니다.'] });
    expect(input(f, 'recipient.name').hasAttribute('aria-invalid')).toBe(false);
    expect(messageOf(input(f, 'recipient.zonecode'))).toBe('우편번호는 숫자 5자리입니다.');
  });

  it('places a grouped key at the first control of its group', () => {
    const f = form('<input name="agreements.order" type="checkbox"><input name="agreements.privacy" type="checkbox">');
    showFieldErrors(f, { agreements: ['필수 약관에 동의해 주세요.'] });
    expect(messageOf(input(f, 'agreements.order'))).toBe('필수 약관에 동의해 주세요.');
  });

  it('does not place a message at a control inside a hidden section', () => {
    const f = form('<div hidden><input name="depositor_name"></div>');
    showFieldErrors(f, { depositor_name: ['입금자명을 입력해 주세요.'] });
    expect(dialogs()).toEqual(['입금자명을 입력해 주세요.']);
  });

  it('shows all first messages in one dialog when scroll is false, without scrolling', () => {
    const f = form('<input name="email"><input name="name">');
    showFieldErrors(f, { email: ['이메일'], name: ['이름'] }, { scroll: false });
    expect(dialogs()).toEqual(['이메일\n이름']);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(messageOf(input(f, 'email'))).toBe('이메일');
  });

  it('uses the error slot of a FormField.astro field and keeps its own description link', () => {
    const f = form(
      '<div class="field"><input name="email" aria-describedby="e-error"><p id="e-error" data-error-for="email"></p></div>',
    );
    showFieldErrors(f, { email: ['이미 가입된 이메일입니다.'] });
    expect(input(f, 'email').getAttribute('aria-describedby')).toBe('e-error');
    expect(f.querySelector('#e-error')?.textContent).toBe('이미 가입된 이메일입니다.');
    clearFieldErrors(f);
    expect(f.querySelector('#e-error')?.textContent).toBe('');
    expect(input(f, 'email').getAttribute('aria-describedby')).toBe('e-error');
  });

  it('marks a kit widget through its data-field wrapper', () => {
    const f = form('<div role="radiogroup" data-field="delivery"><input type="hidden" name="delivery"></div>');
    showFieldErrors(f, { delivery: ['배송 방법을 선택하세요.'] });
    const group = f.querySelector<HTMLElement>('[role="radiogroup"]')!;
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(group)).toBe('배송 방법을 선택하세요.');
  });
});

describe('clearing server errors', () => {
  it('clearFieldErrors removes every message and aria attribute it added', () => {
    const f = form('<input name="email" aria-describedby="hint"><p id="hint">힌트</p>');
    showFieldErrors(f, { email: ['이메일'] });
    clearFieldErrors(f);
    expect(input(f, 'email').hasAttribute('aria-invalid')).toBe(false);
    expect(input(f, 'email').getAttribute('aria-describedby')).toBe('hint');
    expect(f.querySelectorAll('.field__error')).toHaveLength(0);
  });

  it("a field's error clears when that field is edited, leaving the others", () => {
    const f = form('<input name="email"><input name="name">');
    showFieldErrors(f, { email: ['이메일'], name: ['이름'] });
    input(f, 'email').dispatchEvent(new Event('input', { bubbles: true }));
    expect(input(f, 'email').hasAttribute('aria-invalid')).toBe(false);
    expect(f.textContent).not.toContain('이메일');
    expect(input(f, 'name').getAttribute('aria-invalid')).toBe('true');
  });

  it('an edit inside a data-field widget clears that field', () => {
    const f = form('<div data-field="files"><input type="file"></div>');
    showFieldErrors(f, { files: ['파일을 첨부하세요.'] });
    f.querySelector('input')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(f.textContent).not.toContain('파일을 첨부하세요.');
  });
});

describe('withFieldErrors', () => {
  it('errors clear on each new request', async () => {
    const f = form('<input name="email">');
    showFieldErrors(f, { email: ['이메일'] });
    let seen: string | null = 'unset';
    await withFieldErrors(f, async () => {
      seen = input(f, 'email').getAttribute('aria-invalid');
    });
    expect(seen).toBeNull();
  });

  it('resolves with the answer of a successful request', async () => {
    await expect(withFieldErrors(form(''), async () => 'ok')).resolves.toBe('ok');
  });

  it("applies a 422 ApiError's grouped fieldErrors, then rejects with it", async () => {
    const f = form('<input name="items[0][qty]">');
    const error = apiError(422, { message: 'invalid', errors: { 'items.0.qty': ['수량을 확인하세요.'] } });
    await expect(withFieldErrors(f, () => Promise.reject(error))).rejects.toBe(error);
    expect(messageOf(input(f, 'items[0][qty]'))).toBe('수량을 확인하세요.');
  });

  it('shows nothing for other errors and passes them on', async () => {
    const f = form('<input name="email">');
    const error = apiError(500, { message: 'server' });
    await expect(withFieldErrors(f, () => Promise.reject(error))).rejects.toBe(error);
    expect(f.querySelector('[aria-invalid]')).toBeNull();
    expect(dialogs()).toEqual([]);
  });
});

describe('locateField', () => {
  it('finds a control by its name, including array and nested names', () => {
    const f = form('<input name="email"><input name="tags[]"><input name="items[0][qty]"><input name="orderer.name">');
    expect(locateField(f, 'email')?.control.getAttribute('name')).toBe('email');
    expect(locateField(f, 'tags')?.control.getAttribute('name')).toBe('tags[]');
    expect(locateField(f, 'items')?.control.getAttribute('name')).toBe('items[0][qty]');
    expect(locateField(f, 'orderer')?.control.getAttribute('name')).toBe('orderer.name');
  });

  it('skips hidden inputs for the data-field wrapper of a widget', () => {
    const f = form(
      '<div role="radiogroup" data-field="delivery"><button role="radio">택배</button><input type="hidden" name="delivery"></div>',
    );
    const found = locateField(f, 'delivery');
    expect(found?.anchor.getAttribute('role')).toBe('radiogroup');
    expect(found?.control).toBe(found?.anchor);
  });

  it('finds nothing for a field the form does not have', () => {
    expect(locateField(form('<input name="email">'), 'phone')).toBeNull();
  });

  it('orders fields topmost first', () => {
    const f = form('<input name="a"><input name="b">');
    const a = locateField(f, 'a')!;
    const b = locateField(f, 'b')!;
    expect(inDocumentOrder([b, a])).toEqual([a, b]);
  });

  it('scrollToField puts the field the offset below the top and focuses it', () => {
    const f = form('<input name="email">');
    const field = locateField(f, 'email')!;
    vi.spyOn(field.anchor, 'getBoundingClientRect').mockReturnValue({ top: 800 } as DOMRect);
    scrollToField(field, 120);
    expect(scrollTo).toHaveBeenCalledWith({ top: 680, behavior: 'smooth' });
    expect(document.activeElement).toBe(field.control);
  });
});
