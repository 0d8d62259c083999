/**
 * A small uncompressed bitmap as Windows writes it (BITMAPINFOHEADER, bottom-up rows, BGR, each
 * row padded to 4 bytes), for tests of the shop's bitmap reading. `pixel` gives each one's colour.
 */
export function bmp24(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number] = (x, y) => [(x * 40) % 256, (y * 60) % 256, 120],
): Uint8Array {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const size = 54 + stride * height;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out.set([0x42, 0x4d]);
  view.setUint32(2, size, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  view.setUint32(34, stride * height, true);
  for (let y = 0; y < height; y++) {
    const row = 54 + stride * (height - 1 - y);
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      out.set([b, g, r], row + x * 3);
    }
  }
  return out;
}
