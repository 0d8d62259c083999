/**
 * A product's pictures: uploaded (checked by their bytes, re-encoded as WebP as every picture the
 * shop stores, the scaled copies served by /media at the widths pages ask for), put in order, removed.
 * The first picture is the product's thumbnail. Each change writes its audit entry and tells every
 * process's page caches once it has committed.
 */
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { touch, transact } from '../cache/after-commit.ts';
import { tags } from '../cache/policies.ts';
import { getDb, type Tx } from '../db/client.ts';
import { NotFoundError, ValidationError } from '../http/errors.ts';
import { deleteMedia, forgetMedia, type NewMediaFile, saveMedia } from '../media/media.service.ts';
import { checkPhotos, encodePhoto, photoUrl } from '../reviews/photos.ts';
import { type ProductRow, productById, writeProduct } from './admin-product.repository.ts';

export const MAX_PICTURES = 10;
/** Pictures uploaded here live under this folder; the demo shop's shared pictures are never deleted. */
const FOLDER = 'products/uploads';
const OWN_PREFIX = `/media/${FOLDER}/`;

const pictureError = (message: string) => new ValidationError({ files: [message] });

async function lockedProduct(tx: Tx, id: number): Promise<ProductRow> {
  const row = await productById(tx, id, true);
  if (!row) throw new NotFoundError('상품을 찾을 수 없습니다.');
  return row;
}

/** Writes the product's pictures (the first is its thumbnail), with the audit entry of the change. */
async function saveImages(
  tx: Tx,
  actor: AuditActor,
  action: 'file.add' | 'file.remove' | 'update',
  before: ProductRow,
  images: string[],
): Promise<ProductRow> {
  const after = await writeImages(tx, before, images);
  await recordAudit(tx, {
    actor,
    action,
    entityType: 'product',
    entityId: before.id,
    changes: { images: { before: before.images, after: after.images } },
  });
  return after;
}

async function writeImages(tx: Tx, before: ProductRow, images: string[]): Promise<ProductRow> {
  const after = (await writeProduct(tx, before.id, { images, thumb_image: images[0] ?? '' })) as ProductRow;
  touch(tx, [tags.product(before.id), tags.products]);
  return after;
}

/** Adds pictures after the product's own (at most MAX_PICTURES in all). */
export async function addPictures(actor: AuditActor, id: number, files: File[]) {
  if (!files.length) throw pictureError('사진을 선택해 주세요.');
  let checked: Awaited<ReturnType<typeof checkPhotos>>;
  try {
    checked = await checkPhotos(files);
  } catch (err) {
    if (err instanceof ValidationError) throw pictureError(Object.values(err.errors)[0]?.[0] ?? '');
    throw err;
  }
  const encoded: NewMediaFile[] = [];
  for (const photo of checked) encoded.push(await encodePhoto(photo, FOLDER, 'files'));
  return transact(await getDb(), async (tx) => {
    const before = await lockedProduct(tx, id);
    if (before.images.length + encoded.length > MAX_PICTURES) {
      throw pictureError(`사진은 상품 하나에 ${MAX_PICTURES}장까지 둘 수 있습니다.`);
    }
    await saveMedia(tx, encoded);
    const urls = encoded.map((m) => photoUrl(m.path));
    return saveImages(tx, actor, 'file.add', before, [...before.images, ...urls]);
  });
}

/** Puts the pictures in the order given: exactly the product's pictures, each once. */
export async function arrangePictures(actor: AuditActor, id: number, images: string[]) {
  return transact(await getDb(), async (tx) => {
    const before = await lockedProduct(tx, id);
    const same =
      images.length === before.images.length &&
      new Set(images).size === images.length &&
      images.every((u) => before.images.includes(u));
    if (!same) throw new ValidationError({ images: ['상품의 사진을 빠짐없이 한 번씩 보내 주세요.'] });
    if (images.every((u, i) => before.images[i] === u)) return before;
    return saveImages(tx, actor, 'update', before, images);
  });
}

/** Removes one picture; a picture uploaded here is deleted from storage with it. */
export async function removePicture(actor: AuditActor, id: number, image: string) {
  const removed: string[] = [];
  const after = await transact(await getDb(), async (tx) => {
    const before = await lockedProduct(tx, id);
    if (!before.images.includes(image)) throw new NotFoundError('이 상품의 사진이 아닙니다.');
    const row = await saveImages(
      tx,
      actor,
      'file.remove',
      before,
      before.images.filter((u) => u !== image),
    );
    if (image.startsWith(OWN_PREFIX)) {
      const path = image.slice('/media/'.length);
      await deleteMedia(tx, [path]);
      removed.push(path);
    }
    return row;
  });
  forgetMedia(removed);
  return after;
}
