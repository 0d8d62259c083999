import { describe, expect, it } from 'vitest';
import { readFormRequest } from './form-data.ts';

const read = (form: FormData) =>
  readFormRequest(new Request('http://shop.test/', { method: 'POST', body: form }), {
    fileField: 'files',
    listFields: ['keep_files'],
    maxBytes: 1024 * 1024,
    maxJsonBytes: 1024,
    tooLarge: () => new Error('too large'),
  });

describe('form requests with rows', () => {
  it('reads rows sent as items[0][name] into a list of objects', async () => {
    const form = new FormData();
    form.set('name', '캔들공방');
    form.set('items[0][name]', '소이왁스');
    form.set('items[0][quantity]', '20');
    form.set('items[1][name]', '심지');
    form.set('items[1][quantity]', '500');
    form.append('keep_files[]', '3');
    form.append('files[]', new File([new Uint8Array([1])], 'a.pdf'));
    const { fields, files } = await read(form);
    expect(fields).toEqual({
      name: '캔들공방',
      items: [
        { name: '소이왁스', quantity: '20' },
        { name: '심지', quantity: '500' },
      ],
      keep_files: ['3'],
    });
    expect(files?.map((f) => f.name)).toEqual(['a.pdf']);
  });

  it('leaves out prototype keys and row numbers no person writes', async () => {
    const form = new FormData();
    form.set('__proto__[polluted]', 'yes');
    form.set('items[constructor][prototype]', 'x');
    form.set('items[100000][name]', 'far');
    const { fields } = await read(form);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(JSON.stringify(fields)).not.toContain('far');
    expect(JSON.stringify(fields)).not.toContain('"x"');
  });
});
