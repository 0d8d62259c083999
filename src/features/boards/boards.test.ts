// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { inquiryFormData, inquiryPath, requestFormData, translateErrors } from './boards';

describe('board addresses', () => {
  it('follow spec 2.1: /my-page/inquiry/{id} edits, /my-page/inquiry/{id}/show views', () => {
    expect(inquiryPath()).toBe('/my-page/inquiry');
    expect(inquiryPath(7, 'edit')).toBe('/my-page/inquiry/7');
    expect(inquiryPath(7)).toBe('/my-page/inquiry/7/show');
  });
});

describe('board form bodies', () => {
  it('send an edit that keeps no file as one empty keep entry, so removing every file is understood', () => {
    const form = inquiryFormData({ category: 'order', od_id: '', title: 't', body: 'b', files: [], keep: [] });
    expect(form.getAll('keep_files[]')).toEqual(['']);
    const kept = inquiryFormData({ category: 'order', od_id: '', title: 't', body: 'b', files: [], keep: [3, 4] });
    expect(kept.getAll('keep_files[]')).toEqual(['3', '4']);
  });

  it('send a bulk request’s product lines as numbered rows, blank rows left out, consent as true or false', () => {
    document.body.innerHTML = `<form>
      <input name="name" value="공방">
      <input name="items[0][name]" value="소이왁스"><input name="items[0][quantity]" value="20">
      <input name="items[3][name]" value=" "><input name="items[3][quantity]" value="">
      <input name="items[5][name]" value="심지"><input name="items[5][quantity]" value="500">
      <input type="checkbox" name="privacy_agreed">
    </form>`;
    const form = document.querySelector('form') as HTMLFormElement;
    const body = requestFormData(form, [new File(['x'], 'a.pdf')]);
    expect(body.get('items[1][name]')).toBe('심지');
    expect(body.get('items[1][quantity]')).toBe('500');
    expect(body.get('items[2][name]')).toBeNull();
    expect(body.get('privacy_agreed')).toBe('false');
    expect(body.getAll('files[]')).toHaveLength(1);
    (form.elements.namedItem('privacy_agreed') as HTMLInputElement).checked = true;
    expect(requestFormData(form, []).get('privacy_agreed')).toBe('true');
  });

  it('show the server’s Korean messages in the page’s language when it knows them', () => {
    expect(
      translateErrors({ title: ['제목을 입력해 주세요.', 'x'] }, { '제목을 입력해 주세요.': 'Please enter a title.' }),
    ).toEqual({
      title: ['Please enter a title.', 'x'],
    });
  });
});
