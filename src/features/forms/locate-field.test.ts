// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inDocumentOrder, locateField, scrollToField } from './locate-field';

function form(html: string): HTMLFormElement {
  const el = document.createElement('form');
  el.innerHTML = html;
  document.body.append(el);
  return el;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('locateField', () => {
  it('finds a control by its name, including array and nested names', () => {
    const f = form('<input name="email"><input name="tags[]"><input name="items[0][qty]">');
    expect(locateField(f, 'email')?.control.getAttribute('name')).toBe('email');
    expect(locateField(f, 'tags')?.control.getAttribute('name')).toBe('tags[]');
    expect(locateField(f, 'items')?.control.getAttribute('name')).toBe('items[0][qty]');
  });

  it('skips hidden inputs for the data-field wrapper of a widget', () => {
    const f = form(
      '<div role="radiogroup" data-field="delivery"><button role="radio">택배</button><input type="hidden" name="delivery"></div>',
    );
    const found = locateField(f, 'delivery');
    expect(found?.anchor.getAttribute('role')).toBe('radiogroup');
    expect(found?.control).toBe(found?.anchor);
  });

  it('hands aria-invalid to the control inside a plain wrapper', () => {
    const f = form('<div data-field="files"><span>첨부</span><input type="file"></div>');
    const found = locateField(f, 'files');
    expect(found?.anchor.dataset.field).toBe('files');
    expect(found?.control.getAttribute('type')).toBe('file');
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
});

describe('scrollToField', () => {
  it('scrolls so the field sits the offset below the top and focuses it', () => {
    const f = form('<input name="email">');
    const field = locateField(f, 'email')!;
    vi.spyOn(field.anchor, 'getBoundingClientRect').mockReturnValue({ top: 800 } as DOMRect);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollToField(field, 120);
    expect(scrollTo).toHaveBeenCalledWith({ top: 680, behavior: 'smooth' });
    expect(document.activeElement).toBe(field.control);
  });
});
