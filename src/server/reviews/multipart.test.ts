import { describe, expect, it } from 'vitest';
import { readReviewRequest } from './multipart.ts';

describe('review request reading', () => {
  it('reads fields, photos under photos[] and a keep list from multipart', async () => {
    const form = new FormData();
    form.set('it_id', '7');
    form.set('rating', '5');
    form.append('keep_photos[]', '/media/reviews/a.webp');
    form.append('photos[]', new File([new Uint8Array([1, 2])], 'a.jpg'));
    form.append('photos[]', new File([], ''));
    const read = await readReviewRequest(new Request('http://shop.test/', { method: 'POST', body: form }));
    expect(read.fields).toEqual({ it_id: '7', rating: '5', keep_photos: ['/media/reviews/a.webp'] });
    expect(read.files?.map((f) => f.name)).toEqual(['a.jpg']);
  });

  it('tells a form without a photo field apart from one with an empty file input', async () => {
    const bare = new FormData();
    bare.set('rating', '5');
    expect(
      (await readReviewRequest(new Request('http://shop.test/', { method: 'POST', body: bare }))).files,
    ).toBeUndefined();
    bare.append('photos', new File([], ''));
    expect((await readReviewRequest(new Request('http://shop.test/', { method: 'POST', body: bare }))).files).toEqual(
      [],
    );
  });

  it('reads JSON and refuses malformed JSON with a 400', async () => {
    const ok = await readReviewRequest(new Request('http://shop.test/', { method: 'PUT', body: '{"rating":4}' }));
    expect(ok).toEqual({ fields: { rating: 4 }, files: undefined });
    await expect(
      readReviewRequest(new Request('http://shop.test/', { method: 'PUT', body: '{' })),
    ).rejects.toMatchObject({
      status: 400,
    });
  });
});
