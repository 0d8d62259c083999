import sharp, { type Sharp } from 'sharp';

export type RenderedImage = { path: string; mime: string; bytes: Buffer; width: number; height: number };

const ENCODE = {
  webp: (img: Sharp) => img.webp({ quality: 82 }),
  jpeg: (img: Sharp) => img.jpeg({ quality: 84, mozjpeg: true }),
  png: (img: Sharp) => img.png({ compressionLevel: 9 }),
} as const;

/** SVG to WebP by default; JPEG for the Instagram feed, which keeps only jpeg/jpg. */
export async function renderSvg(
  path: string,
  svg: string,
  format: keyof typeof ENCODE = 'webp',
): Promise<RenderedImage> {
  const img = sharp(Buffer.from(svg));
  const meta = await img.metadata();
  const bytes = await ENCODE[format](img).toBuffer();
  return { path, mime: `image/${format}`, bytes, width: meta.width ?? 0, height: meta.height ?? 0 };
}
