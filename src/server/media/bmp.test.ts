import { describe, expect, it } from 'vitest';
import { bmp24 } from '../../../tests/support/bmp.ts';
import { decodeBmp, looksLikeBmp } from './bmp.ts';

const pixelAt = (raw: { width: number; data: Buffer }, x: number, y: number) => [
  ...raw.data.subarray((y * raw.width + x) * 4, (y * raw.width + x) * 4 + 4),
];

describe('bitmap reading, for the bmp files the file input previews', () => {
  it('reads a 24-bit bitmap top row first, in RGBA', () => {
    const raw = decodeBmp(
      bmp24(3, 2, (x, y) => (y === 0 ? [255, x * 10, 0] : [0, 0, 255])),
      1_000,
    );
    expect(raw).toMatchObject({ width: 3, height: 2, channels: 4 });
    expect(pixelAt(raw as NonNullable<typeof raw>, 2, 0)).toEqual([255, 20, 0, 255]);
    expect(pixelAt(raw as NonNullable<typeof raw>, 0, 1)).toEqual([0, 0, 255, 255]);
  });

  it('reads an 8-bit bitmap through its palette', () => {
    const bytes = new Uint8Array(54 + 256 * 4 + 4 * 2);
    const view = new DataView(bytes.buffer);
    bytes.set([0x42, 0x4d]);
    view.setUint32(10, 54 + 1024, true);
    view.setUint32(14, 40, true);
    view.setInt32(18, 2, true);
    view.setInt32(22, -2, true);
    view.setUint16(26, 1, true);
    view.setUint16(28, 8, true);
    bytes.set([10, 20, 30, 0], 54 + 4 * 7);
    bytes.set([7, 0, 0, 0, 0, 7, 0, 0], 54 + 1024);
    const raw = decodeBmp(bytes, 1_000) as NonNullable<ReturnType<typeof decodeBmp>>;
    expect(pixelAt(raw, 0, 0)).toEqual([30, 20, 10, 255]);
    expect(pixelAt(raw, 1, 1)).toEqual([30, 20, 10, 255]);
    expect(pixelAt(raw, 1, 0)).toEqual([0, 0, 0, 255]);
  });

  it('refuses what it cannot read: not a bitmap, too many pixels, rows past the end, RLE', () => {
    expect(looksLikeBmp(new TextEncoder().encode('BM not really a bitmap file at all'))).toBe(false);
    expect(decodeBmp(bmp24(20, 20), 399)).toBeUndefined();
    expect(decodeBmp(bmp24(20, 20).subarray(0, 300), 1_000)).toBeUndefined();
    const rle = bmp24(4, 4);
    new DataView(rle.buffer).setUint32(30, 1, true);
    expect(decodeBmp(rle, 1_000)).toBeUndefined();
  });
});
