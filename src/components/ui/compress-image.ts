import { IMAGE_COMPRESS_QUALITY } from '~/lib/constants';

/** How an image is decoded and re-encoded; the browser's by default, a fake in tests. */
export type ImageCodec<I> = {
  decode: (file: Blob) => Promise<I>;
  toJpeg: (image: I, quality: number) => Promise<Blob>;
  release?: (image: I) => void;
};

export function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}

/**
 * Spec 5: re-encodes an image as JPEG at quality 0.7. The original is kept when the browser cannot
 * decode it or the JPEG comes out no smaller, so a picked file is never lost or made worse.
 */
export function createImageCompressor<I>(codec: ImageCodec<I>, quality = IMAGE_COMPRESS_QUALITY) {
  return async (file: File): Promise<File> => {
    let image: I;
    try {
      image = await codec.decode(file);
    } catch {
      return file;
    }
    try {
      const blob = await codec.toJpeg(image, quality);
      if (blob.size >= file.size) return file;
      return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
    } catch {
      return file;
    } finally {
      codec.release?.(image);
    }
  };
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function paint(context: Context2D | null, image: ImageBitmap): void {
  if (!context) throw new Error('No 2d canvas context');
  // JPEG has no transparency; without a white ground transparent pixels would turn black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, image.width, image.height);
  context.drawImage(image, 0, 0);
}

export const browserCodec: ImageCodec<ImageBitmap> = {
  decode: (file) => createImageBitmap(file),
  toJpeg(image, quality) {
    if (typeof OffscreenCanvas !== 'undefined') {
      const canvas = new OffscreenCanvas(image.width, image.height);
      paint(canvas.getContext('2d'), image);
      return canvas.convertToBlob({ type: 'image/jpeg', quality });
    }
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    paint(canvas.getContext('2d'), image);
    return new Promise((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))),
        'image/jpeg',
        quality,
      );
    });
  },
  release: (image) => image.close(),
};

export const compressImage = createImageCompressor(browserCodec);
