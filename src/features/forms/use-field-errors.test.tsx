// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HTTPError } from 'ky';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $dialogs, answerDialog } from '~/lib/dialog';
import { ApiError } from '~/lib/http-errors';
import type { ErrorMap, FieldErrorOptions } from './field-errors';
import { useFieldErrors } from './use-field-errors';

function apiError(status: number, data: unknown): ApiError {
  const source = new HTTPError(
    new Response(null, { status }),
    new Request('https://shop.test/api/v1/login'),
    {} as never,
  );
  source.data = data;
  return new ApiError(source);
}

type Api = ReturnType<typeof useFieldErrors<HTMLFormElement>>;
let api: Api;

function LoginForm() {
  api = useFieldErrors();
  const { formRef, onEdit, fieldProps, errors, errorId } = api;
  return (
    <form ref={formRef} onInput={onEdit} aria-label="로그인">
      {(['email', 'password'] as const).map((name) => (
        <div key={name}>
          <input aria-label={name} name={name} {...fieldProps(name)} />
          {errors[name] && <p id={errorId(name)}>{errors[name]}</p>}
        </div>
      ))}
    </form>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const dialogs = () => $dialogs.get().map((d) => d.message);
const apply = (errors: ErrorMap, options?: FieldErrorOptions) => act(() => api.show(errors, options));

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  render(<LoginForm />);
});
afterEach(() => {
  cleanup();
  for (const d of $dialogs.get()) answerDialog(d.id, true);
  vi.unstubAllGlobals();
});

describe('useFieldErrors', () => {
  it("shows each field's first message linked to the field with aria-invalid", () => {
    apply({ email: ['이메일을 확인하세요.', '무시'], password: ['비밀번호가 틀립니다.'] });
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field('email').getAttribute('aria-describedby')!)?.textContent).toBe(
      '이메일을 확인하세요.',
    );
    expect(screen.queryByText('무시')).toBeNull();
  });

  it('scrolls so the first error field sits 120px below the top', () => {
    vi.spyOn(field('password'), 'getBoundingClientRect').mockReturnValue({ top: 400 } as DOMRect);
    apply({ password: ['비밀번호'] });
    expect(scrollTo).toHaveBeenCalledWith({ top: 280, behavior: 'smooth' });
    expect(dialogs()).toEqual([]);
  });

  it('shows all first messages in one dialog when no field can be located', () => {
    apply({ captcha: ['자동 입력 방지를 확인하세요.'], otp: ['인증번호'] });
    expect(dialogs()).toEqual(['자동 입력 방지를 확인하세요.\n인증번호']);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('groups dotted keys under their field and shows the messages of keys without a field in a dialog', () => {
    apply({ 'email.0': ['이메일 형식'], 'captcha.token': ['자동 입력 방지'] });
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('이메일 형식')).toBeDefined();
    expect(dialogs()).toEqual(['자동 입력 방지']);
  });

  it('shows all first messages in one dialog when scroll is false', () => {
    apply({ email: ['이메일'], password: ['비밀번호'] }, { scroll: false });
    expect(dialogs()).toEqual(['이메일\n비밀번호']);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("a field's error clears when that field is edited", async () => {
    apply({ email: ['이메일'], password: ['비밀번호'] });
    await userEvent.type(field('email'), 'a');
    expect(field('email').hasAttribute('aria-invalid')).toBe(false);
    expect(field('password').getAttribute('aria-invalid')).toBe('true');
  });

  it('errors clear on each new request and a 422 shows its field errors', async () => {
    apply({ password: ['이전 오류'] });
    const error = apiError(422, { errors: { email: ['이메일이 없습니다.'] } });
    let fail: (reason: unknown) => void = () => {};
    let outcome: Promise<unknown> = Promise.resolve();
    await act(async () => {
      const request = () => new Promise<never>((_, reject) => (fail = reject));
      outcome = api.run(request).catch((e: unknown) => e);
    });
    expect(field('password').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText('이전 오류')).toBeNull();
    await act(async () => {
      fail(error);
      expect(await outcome).toBe(error);
    });
    expect(screen.getByText('이메일이 없습니다.')).toBeDefined();
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
  });

  it('resolves with the answer of a successful request, leaving no errors', async () => {
    apply({ email: ['이메일'] });
    await act(async () => {
      await expect(api.run(async () => 'ok')).resolves.toBe('ok');
    });
    expect(api.errors).toEqual({});
  });

  it("a background check's errors join those shown, beside their fields, without moving the page, the focus or opening a dialog", async () => {
    apply({ password: ['비밀번호가 일치하지 않습니다.'] });
    scrollTo.mockClear();
    field('password').focus();
    act(() => api.note({ email: ['이메일을 확인하세요.'], captcha: ['자동 입력 방지'] }));
    expect(field('password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('비밀번호가 일치하지 않습니다.')).toBeDefined();
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('이메일을 확인하세요.')).toBeDefined();
    expect(document.activeElement).toBe(field('password'));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(dialogs()).toEqual([]);
  });
});
