import { describe, expect, it } from 'vitest';
import { canAddFiles, fileKey, isPreviewImage, shouldCompress } from './file-input';

const MB = 1024 * 1024;

describe('file input rules', () => {
  it.each(['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/webp'])('previews %s as an image', (type) => {
    expect(isPreviewImage({ name: 'a', type })).toBe(true);
  });

  it('shows other files, svg and pdf included, with the generic icon', () => {
    expect(isPreviewImage({ name: 'a.pdf', type: 'application/pdf' })).toBe(false);
    expect(isPreviewImage({ name: 'a.svg', type: 'image/svg+xml' })).toBe(false);
  });

  it('falls back to the extension when the file has no type', () => {
    expect(isPreviewImage({ name: 'PHOTO.JPG', type: '' })).toBe(true);
    expect(isPreviewImage({ name: 'notes.txt', type: '' })).toBe(false);
  });

  it('compresses images of 4 MB or more, and nothing else', () => {
    expect(shouldCompress({ name: 'a.png', type: 'image/png', size: 4 * MB })).toBe(true);
    expect(shouldCompress({ name: 'a.png', type: 'image/png', size: 4 * MB - 1 })).toBe(false);
    expect(shouldCompress({ name: 'a.zip', type: 'application/zip', size: 50 * MB })).toBe(false);
  });

  it('refuses an addition that would exceed the max file count', () => {
    expect(canAddFiles(0, 1, 1)).toBe(true);
    expect(canAddFiles(1, 1, 1)).toBe(false);
    expect(canAddFiles(1, 2, 3)).toBe(true);
    expect(canAddFiles(1, 3, 3)).toBe(false);
  });
});

describe('fileKey', () => {
  it('gives each picked file its own stable key', () => {
    const a = new File(['x'], 'same.txt');
    const b = new File(['x'], 'same.txt');
    expect(fileKey(a)).toBe(fileKey(a));
    expect(fileKey(a)).not.toBe(fileKey(b));
  });
});
