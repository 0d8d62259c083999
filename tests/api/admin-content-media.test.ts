import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShop, type Role } from '../support/admin-shop';

// Pictures the content editor puts into a page's body: checked by their bytes, stored as WebP under
// /media/content/uploads, answered with the URL and the stored size the editor writes into <img>.

let shop: Awaited<ReturnType<typeof adminShop>> | undefined;
const as = (who: Role | 'member' | 'visitor') => (shop as NonNullable<typeof shop>).as(who);
beforeAll(async () => {
  shop = await adminShop('admin_content_media');
}, 180_000);
afterAll(() => shop?.stop());

const URL_PATH = '/api/admin/content/media';

const png = async (width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#c8a27a' } })
      .png()
      .toBuffer(),
  );

function form(file?: File): FormData {
  const body = new FormData();
  if (file) body.append('file', file);
  return body;
}

async function upload(who: Role | 'member' | 'visitor', file?: File) {
  return (await as(who)).sendForm('POST', URL_PATH, form(file));
}

describe('pictures for content pages', () => {
  it('are for administrators of content: visitors get 401, members and staff 403', async () => {
    const file = new File([await png(20, 20)], 'a.png', { type: 'image/png' });
    expect((await upload('visitor', file)).status).toBe(401);
    expect((await upload('member', file)).status).toBe(403);
    expect((await upload('staff', file)).status).toBe(403);
  });

  it('a PNG is stored as WebP no wider than 1600 px and served at the URL answered, with its stored size', async () => {
    const res = await upload('manager', new File([await png(2000, 1000)], 'wide.png', { type: 'image/png' }));
    expect(res.status, await res.clone().text()).toBe(201);
    const { data } = (await res.json()) as { data: { url: string; width: number; height: number } };
    expect(data.url).toMatch(/^\/media\/content\/uploads\/[\w-]+\.webp$/);
    expect(data).toMatchObject({ width: 1600, height: 800 });
    const served = await (await as('visitor')).get(data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).width).toBe(1600);
  });

  it('refuses a request without a picture with 422 naming file', async () => {
    const res = await upload('owner');
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ file: ['사진을 골라 주세요.'] });
  });

  it('refuses a text file, even one named and typed as a PNG, with 422 naming file', async () => {
    const res = await upload('manager', new File(['hello'], 'note.png', { type: 'image/png' }));
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual(['file']);
  });

  it('takes only POST', async () => {
    expect((await (await as('manager')).get(URL_PATH)).status).toBe(405);
  });
});
