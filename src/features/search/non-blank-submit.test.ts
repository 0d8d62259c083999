// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { bindNonBlankSubmit } from './non-blank-submit';

function form(value: string): { form: HTMLFormElement; input: HTMLInputElement } {
  document.body.innerHTML = `<form data-non-blank="q"><input name="q" value="${value}" /></form>`;
  const f = document.querySelector('form') as HTMLFormElement;
  bindNonBlankSubmit(f);
  return { form: f, input: f.querySelector('input') as HTMLInputElement };
}

const submit = (f: HTMLFormElement) => f.dispatchEvent(new Event('submit', { cancelable: true }));

describe('search box', () => {
  it('a blank search does nothing and gives the field the focus back', () => {
    const { form: f, input } = form('   ');
    expect(submit(f)).toBe(false);
    expect(document.activeElement).toBe(input);
  });

  it('a search goes ahead with its spaces tidied', () => {
    const { form: f, input } = form('  소이   캔들 ');
    expect(submit(f)).toBe(true);
    expect(input.value).toBe('소이 캔들');
  });
});
