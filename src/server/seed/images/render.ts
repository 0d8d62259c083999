import sharp from 'sharp';

export type RenderedImage = { path: string; mime: string; bytes: Buffer; width: number; height: number };
export type ImageFormat = 'webp' | 'jpeg' | 'png';

const MIME: Record<ImageFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

/** SVG to WebP by default; JPEG for the Instagram feed, which shows only jpeg/jpg. */
export async function renderSvg(path: string, svg: string, format: ImageFormat = 'webp'): Promise<RenderedImage> {
  const img = sharp(Buffer.from(svg));
  const encoded =
    format === 'webp'
      ? img.webp({ quality: 84, effort: 3 })
      : format === 'jpeg'
        ? img.jpeg({ quality: 85, mozjpeg: true })
        : img.png({ compressionLevel: 9 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { path, mime: MIME[format], bytes: data, width: info.width, height: info.height };
}
