import { useStore } from '@nanostores/react';
import { type SyntheticEvent, useEffect, useId, useState } from 'react';
import { FileInput } from '~/components/ui/FileInput';
import { RadioGroup } from '~/components/ui/RadioGroup';
import { RequiredMark } from '~/components/ui/RequiredMark';
import { TextArea } from '~/components/ui/TextArea';
import { say, type Translate } from '~/components/ui/translate';
import { useFieldErrors } from '~/features/forms/use-field-errors';
import { alertDialog } from '~/lib/dialog';
import { http, postForm } from '~/lib/http';
import { PHOTO_ACCEPT, photoSlots, REVIEW_BODY_MAX, reviewFormData, reviewUrl } from './review-form';
import { $editingReview, stopEditing } from './review-form.store';
import './ReviewForm.css';

export type ReviewFormLabels = Record<
  | 'writeTitle'
  | 'editTitle'
  | 'product'
  | 'rating'
  | 'points'
  | 'body'
  | 'bodyPlaceholder'
  | 'photos'
  | 'photosHint'
  | 'photosFull'
  | 'currentPhotos'
  | 'removePhoto'
  | 'submit'
  | 'save'
  | 'cancel'
  | 'saved'
  | 'updated'
  | 'noProducts'
  | 'required',
  string
>;

export type ReviewFormProps = {
  /** Products the member received and has not reviewed: what a new review may be about. */
  products: { it_id: number; name: string }[];
  initialProductId?: number | undefined;
  labels: ReviewFormLabels;
  t: Translate;
};

const RATINGS = [5, 4, 3, 2, 1];

/** Writes a review of a received product, or edits one of the member's reviews (chosen on the page). */
export function ReviewForm({ products, initialProductId, labels, t }: ReviewFormProps) {
  const editing = useStore($editingReview);
  const id = useId();
  const { formRef, errors, errorId, fieldProps, onEdit, clearField, run } = useFieldErrors();
  const firstProduct = products.find((p) => p.it_id === initialProductId)?.it_id ?? products[0]?.it_id;
  const [productId, setProductId] = useState(firstProduct);
  const [rating, setRating] = useState<number | null>(5);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setRating(editing?.rating ?? 5);
    setBody(editing?.body ?? '');
    setKept(editing?.photos ?? []);
    setFiles([]);
    if (editing) formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [editing, formRef]);

  const options = RATINGS.map((n) => ({ value: n, label: `${'★'.repeat(n)} ${say(t, labels.points, { count: n })}` }));
  const slots = photoSlots(kept.length);
  const open = editing !== null || products.length > 0;

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      if (editing) {
        const form = reviewFormData({ rating, body, photos: files, keep: kept });
        await run(() =>
          http.post(reviewUrl(editing.id), { body: form, headers: { 'X-HTTP-Method-Override': 'PUT' } }).json(),
        );
      } else {
        await run(() => postForm(reviewUrl(), reviewFormData({ itId: productId, rating, body, photos: files })));
      }
      await alertDialog({ message: editing ? labels.updated : labels.saved });
      window.location.assign('/my-page/product-review');
    } catch {
      // A 422 is shown beside its fields; the shared client shows every other refusal in a dialog.
    } finally {
      setBusy(false);
    }
  };

  const error = (name: string) =>
    errors[name] ? (
      <p className="field__error" id={errorId(name)} role="alert">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      ref={formRef}
      className="review-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onInput={onEdit}
      onChange={onEdit}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-title`} className="review-form__title">
        {editing ? labels.editTitle : labels.writeTitle}
      </h2>
      {editing && <p className="review-form__product">{editing.product}</p>}
      {!editing && products.length === 0 && <p className="review-form__empty">{labels.noProducts}</p>}
      {!editing && products.length > 0 && (
        <div className="field" data-field="it_id">
          <label htmlFor={`${id}-product`}>
            {labels.product}
            <RequiredMark label={labels.required} />
          </label>
          <select
            id={`${id}-product`}
            className="input"
            name="it_id"
            value={productId}
            onChange={(e) => setProductId(Number(e.currentTarget.value))}
            {...fieldProps('it_id')}
          >
            {products.map((p) => (
              <option key={p.it_id} value={p.it_id}>
                {p.name}
              </option>
            ))}
          </select>
          {error('it_id')}
        </div>
      )}
      {open && (
        <>
          <div>
            <RadioGroup
              label={labels.rating}
              name="rating"
              options={options}
              value={rating}
              onChange={(v) => {
                setRating(v);
                clearField('rating');
              }}
              required
              requiredLabel={labels.required}
            />
            {error('rating')}
          </div>
          <div>
            <TextArea
              label={labels.body}
              name="body"
              value={body}
              onChange={setBody}
              maxLength={REVIEW_BODY_MAX}
              rows={6}
              placeholder={labels.bodyPlaceholder}
              required
              requiredLabel={labels.required}
              t={t}
            />
            {error('body')}
          </div>
          {editing && kept.length > 0 && (
            <fieldset className="review-form__kept">
              <legend>{labels.currentPhotos}</legend>
              <ul>
                {kept.map((src, index) => (
                  <li key={src}>
                    <img src={`${src}?w=320`} alt="" width="72" height="72" />
                    <button
                      type="button"
                      aria-label={say(t, labels.removePhoto, { index: index + 1 })}
                      onClick={() => {
                        setKept(kept.filter((p) => p !== src));
                        clearField('photos');
                      }}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </li>
                ))}
              </ul>
              {error('keep_photos')}
            </fieldset>
          )}
          <div>
            {slots > 0 ? (
              <FileInput
                label={labels.photos}
                name="photos"
                value={files}
                onChange={(next) => {
                  setFiles(next);
                  clearField('photos');
                }}
                maxCount={slots}
                accept={PHOTO_ACCEPT}
                t={t}
              />
            ) : (
              <p className="field__hint">{labels.photosFull}</p>
            )}
            <p className="field__hint">{labels.photosHint}</p>
            {error('photos')}
          </div>
          <div className="review-form__actions">
            {editing && (
              <button type="button" className="button button--ghost" onClick={stopEditing}>
                {labels.cancel}
              </button>
            )}
            <button type="submit" className="button" disabled={busy}>
              {editing ? labels.save : labels.submit}
            </button>
          </div>
        </>
      )}
    </form>
  );
}
