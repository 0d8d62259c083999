/**
 * Windows bitmaps, which the file input previews (spec 5) but sharp cannot read. Uncompressed
 * files of 1, 4, 8, 24 or 32 bits, and 16 or 32 bits with bit-field masks, are turned into RGBA
 * pixels that sharp then re-encodes like any other photo; RLE-compressed and other rare kinds are
 * refused (undefined), as is anything whose sizes do not fit its bytes.
 */
export type RawImage = { width: number; height: number; channels: 4; data: Buffer };

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;

/** Whether the first bytes say "bitmap": the `BM` mark and a header size a bitmap can have. */
export function looksLikeBmp(bytes: Uint8Array): boolean {
  if (bytes.length < 26 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return false;
  const header = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(14, true);
  return [12, 40, 52, 56, 108, 124].includes(header);
}

type Channel = { mask: number; shift: number; max: number };
const channelOf = (mask: number): Channel => {
  if (mask === 0) return { mask: 0, shift: 0, max: 0 };
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  return { mask, shift, max: mask >>> shift };
};
const read = (value: number, c: Channel, fallback: number) =>
  c.max === 0 ? fallback : Math.round((((value & c.mask) >>> c.shift) * 255) / c.max);

export function decodeBmp(bytes: Uint8Array, maxPixels: number): RawImage | undefined {
  if (!looksLikeBmp(bytes)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dataOffset = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  const core = headerSize === 12;
  const width = core ? view.getUint16(18, true) : view.getInt32(18, true);
  const rawHeight = core ? view.getInt16(20, true) : view.getInt32(22, true);
  const bits = core ? view.getUint16(24, true) : view.getUint16(28, true);
  const compression = core ? BI_RGB : view.getUint32(30, true);
  const height = Math.abs(rawHeight);
  if (width <= 0 || height === 0 || width * height > maxPixels) return undefined;

  let masks: [number, number, number, number] | undefined;
  if (compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) {
    if (bits !== 16 && bits !== 32) return undefined;
    // The masks follow a 40-byte header; the newer headers carry them inside.
    const at = 14 + 40;
    if (bytes.length < at + 16) return undefined;
    const alpha = headerSize >= 56 || compression === BI_ALPHABITFIELDS ? view.getUint32(at + 12, true) : 0;
    masks = [view.getUint32(at, true), view.getUint32(at + 4, true), view.getUint32(at + 8, true), alpha];
  } else if (compression !== BI_RGB || ![1, 4, 8, 16, 24, 32].includes(bits)) {
    return undefined;
  }
  if (!masks && bits === 16) masks = [0x7c00, 0x03e0, 0x001f, 0];

  let palette: Uint8Array[] = [];
  if (bits <= 8) {
    const entry = core ? 3 : 4;
    const used = core ? 0 : view.getUint32(46, true);
    const colours = used || 1 << bits;
    const start = 14 + headerSize;
    if (start + colours * entry > bytes.length) return undefined;
    palette = Array.from({ length: colours }, (_, i) => bytes.subarray(start + i * entry, start + i * entry + 3));
  }

  const stride = Math.ceil((width * bits) / 32) * 4;
  if (dataOffset + stride * height > bytes.length) return undefined;
  const [r, g, b, a] = (masks ?? [0, 0, 0, 0]).map(channelOf) as [Channel, Channel, Channel, Channel];
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    // Rows are stored bottom-up unless the height is negative.
    const row = dataOffset + stride * (rawHeight > 0 ? height - 1 - y : y);
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      let px: [number, number, number, number];
      if (bits <= 8) {
        const bit = x * bits;
        const index = ((bytes[row + (bit >> 3)] as number) >> (8 - bits - (bit & 7))) & ((1 << bits) - 1);
        const c = palette[index];
        if (!c) return undefined;
        px = [c[2] as number, c[1] as number, c[0] as number, 255];
      } else if (bits === 24 || (bits === 32 && !masks)) {
        const p = row + x * (bits / 8);
        px = [bytes[p + 2] as number, bytes[p + 1] as number, bytes[p] as number, 255];
      } else {
        const v = bits === 16 ? view.getUint16(row + x * 2, true) : view.getUint32(row + x * 4, true);
        px = [read(v, r, 0), read(v, g, 0), read(v, b, 0), read(v, a, 255)];
      }
      out.set(px, o);
    }
  }
  return { width, height, channels: 4, data: out };
}
