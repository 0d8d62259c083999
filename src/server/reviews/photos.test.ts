import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bmp24 } from '../../../tests/support/bmp.ts';
import { ValidationError } from '../http/errors.ts';
import {
  checkPhotos,
  encodePhotos,
  isSafeFileName,
  MAX_PHOTO_BYTES,
  mediaPathOf,
  PHOTO_MESSAGES,
  sniffImage,
} from './photos.ts';

const image = (format: 'jpeg' | 'png' | 'webp', width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#c8a27a' } })
    .toFormat(format)
    .toBuffer();
const file = (bytes: Uint8Array | string, name: string, type = 'image/jpeg') =>
  new File([bytes as BlobPart], name, { type });
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';

async function refusal(files: File[], kept = 0): Promise<string | undefined> {
  try {
    await checkPhotos(files, kept);
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(ValidationError);
    return (err as ValidationError).errors.photos?.[0];
  }
}

describe('photo content sniffing', () => {
  it('recognises jpeg, png and webp by their first bytes', async () => {
    expect(sniffImage(await image('jpeg'))).toBe('jpeg');
    expect(sniffImage(await image('png'))).toBe('png');
    expect(sniffImage(await image('webp'))).toBe('webp');
  });

  it('does not take SVG, HTML or empty files for photos', async () => {
    const enc = new TextEncoder();
    expect(sniffImage(enc.encode(SVG))).toBeUndefined();
    expect(sniffImage(enc.encode('<!doctype html><script>alert(1)</script>'))).toBeUndefined();
    expect(sniffImage(new Uint8Array())).toBeUndefined();
  });
});

describe('gif and bmp, which the file input previews (spec 5)', () => {
  const gif = () =>
    sharp({ create: { width: 12, height: 8, channels: 3, background: '#7a9cc8' } })
      .gif()
      .toBuffer();

  it('are recognised by their first bytes', async () => {
    expect(sniffImage(await gif())).toBe('gif');
    expect(sniffImage(bmp24(6, 4))).toBe('bmp');
  });

  it('are accepted and re-encoded as WebP like the other photos', async () => {
    const checked = await checkPhotos([
      file(await gif(), 'anim.gif', 'image/gif'),
      file(bmp24(6, 4), 'scan.bmp', 'image/bmp'),
    ]);
    expect(checked.map((c) => c.kind)).toEqual(['gif', 'bmp']);
    const stored = await encodePhotos(checked);
    for (const s of stored) {
      expect(s.mime).toBe('image/webp');
      expect((await sharp(s.bytes).metadata()).format).toBe('webp');
    }
    expect(stored.map((s) => [s.width, s.height])).toEqual([
      [12, 8],
      [6, 4],
    ]);
  });

  it('refuse a bitmap whose sizes do not fit its bytes', async () => {
    const cut = bmp24(40, 40).subarray(0, 200);
    expect(await refusal([file(cut, 'cut.bmp', 'image/bmp')])).toBe(PHOTO_MESSAGES.unreadable);
  });
});

describe('photo file names', () => {
  it('refuse path tricks and control characters but allow ordinary Korean names', () => {
    expect(isSafeFileName('../../x.jpg')).toBe(false);
    expect(isSafeFileName('..\\..\\x.jpg')).toBe(false);
    expect(isSafeFileName('photos/x.jpg')).toBe(false);
    expect(isSafeFileName('x.jpg\u0000.html')).toBe(false);
    expect(isSafeFileName('캔들 사진 (1).jpg')).toBe(true);
    expect(isSafeFileName('IMG_2041.JPG')).toBe(true);
  });
});

describe('photo checks before storing', () => {
  it('accept jpeg, png and webp whatever their declared type or name', async () => {
    const ok = await checkPhotos([
      file(await image('jpeg'), 'a.jpg'),
      file(await image('png'), 'b.gif', 'application/octet-stream'),
      file(await image('webp'), 'c', ''),
    ]);
    expect(ok.map((p) => p.kind)).toEqual(['jpeg', 'png', 'webp']);
  });

  it('refuse an SVG with a script even when named .jpg and declared image/jpeg', async () => {
    expect(await refusal([file(SVG, 'cute.jpg')])).toContain('JPEG, PNG, GIF, BMP, WebP');
  });

  it('refuse an HTML page renamed to .png', async () => {
    expect(await refusal([file('<html><body>hi</body></html>', 'page.png', 'image/png')])).toContain(
      'JPEG, PNG, GIF, BMP, WebP',
    );
  });

  it('refuse a jpeg header followed by garbage, since the decoder must agree', async () => {
    const fake = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('<script>alert(1)</script>')]);
    expect(await refusal([file(fake, 'fake.jpg')])).toContain('읽을 수 없습니다');
  });

  it('refuse a small file that claims more than 40 megapixels, before it is decoded', async () => {
    // A real 8×8 JPEG whose frame header is made to claim 9,000 × 5,000 pixels (45 MP).
    const bomb = new Uint8Array(await image('jpeg', 8, 8));
    const sof = bomb.findIndex((b, i) => b === 0xff && (bomb[i + 1] === 0xc0 || bomb[i + 1] === 0xc2));
    expect(sof).toBeGreaterThan(0);
    new DataView(bomb.buffer, bomb.byteOffset).setUint16(sof + 5, 5000);
    new DataView(bomb.buffer, bomb.byteOffset).setUint16(sof + 7, 9000);
    expect((await sharp(bomb).metadata()).width).toBe(9000);
    expect(await refusal([file(bomb, 'bomb.jpg')])).toContain('읽을 수 없습니다');
    await expect(encodePhotos([{ bytes: bomb, kind: 'jpeg' }])).rejects.toBeInstanceOf(ValidationError);
  });

  it('refuse a photo over 10 MB', async () => {
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1);
    big.set(await image('jpeg'));
    expect(await refusal([file(big, 'big.jpg')])).toContain('10MB');
  });

  it('refuse a file whose name climbs folders', async () => {
    expect(await refusal([file(await image('jpeg'), '../../x.jpg')])).toContain('파일 이름');
  });

  it('refuse a sixth photo, counting the photos an edit keeps', async () => {
    const one = await image('jpeg');
    const six = Array.from({ length: 6 }, (_, i) => file(one, `p${i}.jpg`));
    expect(await refusal(six)).toContain('최대 5장');
    expect(await refusal(six.slice(0, 2), 4)).toContain('최대 5장');
    expect(await refusal(six.slice(0, 5))).toBeUndefined();
  });
});

describe('photo re-encoding', () => {
  it('stores WebP under a generated name, at most 1600 px, without the camera metadata', async () => {
    const withExif = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#333' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const [stored] = await encodePhotos(await checkPhotos([file(withExif, 'camera.jpg')]));
    expect(stored?.path).toMatch(/^reviews\/[0-9a-f-]{36}\.webp$/);
    expect(stored?.mime).toBe('image/webp');
    const meta = await sharp(stored?.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1600);
    expect(meta.exif).toBeUndefined();
  });

  it('maps only review photo URLs back to media paths', () => {
    expect(mediaPathOf('/media/reviews/abc.webp')).toBe('reviews/abc.webp');
    expect(mediaPathOf('/media/products/p1.webp')).toBeUndefined();
  });
});
