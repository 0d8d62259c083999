// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCodec, createImageCompressor, type ImageCodec, jpegName } from './compress-image';

const image = (size: number, name = 'photo.png', type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

function fakeCodec(outputSize: number): ImageCodec<{ id: string }> & { qualities: number[]; released: number } {
  const codec = {
    qualities: [] as number[],
    released: 0,
    decode: async () => ({ id: 'bitmap' }),
    toJpeg: async (_image: { id: string }, quality: number) => {
      codec.qualities.push(quality);
      return new Blob([new Uint8Array(outputSize)], { type: 'image/jpeg' });
    },
    release: () => {
      codec.released += 1;
    },
  };
  return codec;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('image compression', () => {
  it('re-encodes as JPEG at quality 0.7 under a .jpg name', async () => {
    const codec = fakeCodec(100);
    const out = await createImageCompressor(codec)(image(1000, 'candle.png'));
    expect(codec.qualities).toEqual([0.7]);
    expect(out.type).toBe('image/jpeg');
    expect(out.name).toBe('candle.jpg');
    expect(out.size).toBe(100);
    expect(codec.released).toBe(1);
  });

  it('keeps the original file when the browser cannot decode it', async () => {
    const original = image(1000);
    const codec = { decode: () => Promise.reject(new Error('bad image')), toJpeg: vi.fn() };
    await expect(createImageCompressor(codec)(original)).resolves.toBe(original);
    expect(codec.toJpeg).not.toHaveBeenCalled();
  });

  it('keeps the original file when the JPEG comes out no smaller', async () => {
    const original = image(1000);
    await expect(createImageCompressor(fakeCodec(1000))(original)).resolves.toBe(original);
  });

  it('names the JPEG after the original file, with or without an extension', () => {
    expect(jpegName('a.b.webp')).toBe('a.b.jpg');
    expect(jpegName('scan')).toBe('scan.jpg');
  });

  it('draws the bitmap onto an OffscreenCanvas and encodes image/jpeg at the quality given', async () => {
    const convertToBlob = vi.fn(async () => new Blob(['x']));
    const context = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn() };
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        getContext = () => context;
        convertToBlob = convertToBlob;
      },
    );
    const bitmap = { width: 40, height: 30, close: vi.fn() } as unknown as ImageBitmap;
    await browserCodec.toJpeg(bitmap, 0.7);
    expect(context.drawImage).toHaveBeenCalledWith(bitmap, 0, 0);
    expect(convertToBlob).toHaveBeenCalledWith({ type: 'image/jpeg', quality: 0.7 });
  });

  it("falls back to a canvas's toBlob('image/jpeg', 0.7) where OffscreenCanvas is missing", async () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    const context = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn() };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((done: BlobCallback) => done(new Blob(['jpeg'])));
    const bitmap = { width: 40, height: 30, close: vi.fn() } as unknown as ImageBitmap;
    await expect(browserCodec.toJpeg(bitmap, 0.7)).resolves.toBeInstanceOf(Blob);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.7);
  });
});
