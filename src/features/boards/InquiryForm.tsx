import { type SyntheticEvent, useEffect, useId, useState } from 'react';
import { FileInput } from '~/components/ui/FileInput';
import { RequiredMark } from '~/components/ui/RequiredMark';
import { TextArea } from '~/components/ui/TextArea';
import { say } from '~/components/ui/translate';
import { errorsOf } from '~/features/forms/field-errors';
import { useFieldErrors } from '~/features/forms/use-field-errors';
import { alertDialog } from '~/lib/dialog';
import { http, postForm } from '~/lib/http';
import { FILE_ACCEPT, inquiryApi, inquiryFormData, inquiryPath, translateErrors } from './boards';
import { FieldMessage } from './FieldMessage';
import { explainRefusal, isStatus, type RefusalWords } from './refusal';
import './BoardForm.css';

export type InquiryFormLabels = Record<
  | 'category'
  | 'choose'
  | 'order'
  | 'noOrder'
  | 'title'
  | 'body'
  | 'bodyPlaceholder'
  | 'files'
  | 'filesHint'
  | 'currentFiles'
  | 'removeFile'
  | 'submit'
  | 'save'
  | 'cancel'
  | 'saved'
  | 'updated'
  | 'required',
  string
>;

export type InquiryFormProps = {
  categories: { value: string; label: string }[];
  orders: { od_id: string; label: string }[];
  /** Editing this inquiry; without it the form writes a new one. */
  editing?:
    | {
        id: number;
        category: string;
        od_id: string;
        title: string;
        body: string;
        files: { id: number; name: string }[];
      }
    | undefined;
  labels: InquiryFormLabels;
  /** The kit's words and the server's messages in the page's language. */
  dict: Record<string, string>;
  words: RefusalWords;
};

const MAX_FILES = 5;
const TITLE_MAX = 100;
const BODY_MAX = 2000;

/** The member's 1:1 inquiry form (/my-page/inquiry/create and /my-page/inquiry/{id}). */
export function InquiryForm({ categories, orders, editing, labels, dict, words }: InquiryFormProps) {
  const t = (text: string) => dict[text] ?? text;
  const id = useId();
  const { formRef, errors, errorId, fieldProps, onEdit, clear, show, clearField } = useFieldErrors();
  const [category, setCategory] = useState(editing?.category ?? '');
  const [odId, setOdId] = useState(editing?.od_id ?? '');
  const [title, setTitle] = useState(editing?.title ?? '');
  const [body, setBody] = useState(editing?.body ?? '');
  const [kept, setKept] = useState(editing?.files ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  // Drawn disabled on the server: the form can be sent once its code is running.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const slots = Math.max(0, MAX_FILES - kept.length);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    clear();
    const keep = editing ? kept.map((f) => f.id) : undefined;
    const form = inquiryFormData({ category, od_id: odId, title, body, files, keep });
    try {
      const res = editing
        ? await http
            .post(inquiryApi(editing.id), {
              body: form,
              headers: { 'X-HTTP-Method-Override': 'PUT' },
              context: { silent: true },
            })
            .json<{ data: { id: number } }>()
        : await postForm<{ data: { id: number } }>(inquiryApi(), form, { silent: true });
      await alertDialog({ message: editing ? labels.updated : labels.saved });
      window.location.assign(inquiryPath(res.data.id));
    } catch (err) {
      const sent = errorsOf(err);
      if (sent) show(translateErrors(sent, words.messages));
      else await explainRefusal(err, words);
      // Answered meanwhile: the inquiry's own page says what is possible now.
      if (editing && isStatus(err, 409)) window.location.assign(inquiryPath(editing.id));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      className="board-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onInput={onEdit}
      onChange={onEdit}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-title`} className="visually-hidden">
        {editing ? labels.save : labels.submit}
      </h2>
      <div className="board-form__grid">
        <div className="field" data-field="category">
          <label htmlFor={`${id}-category`}>
            {labels.category}
            <RequiredMark label={labels.required} />
          </label>
          <select
            id={`${id}-category`}
            className="input"
            name="category"
            value={category}
            onChange={(e) => setCategory(e.currentTarget.value)}
            required
            {...fieldProps('category')}
          >
            <option value="">{labels.choose}</option>
            {categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
          <FieldMessage id={errorId('category')} message={errors.category} />
        </div>
        <div className="field" data-field="od_id">
          <label htmlFor={`${id}-order`}>{labels.order}</label>
          <select
            id={`${id}-order`}
            className="input"
            name="od_id"
            value={odId}
            onChange={(e) => setOdId(e.currentTarget.value)}
            {...fieldProps('od_id')}
          >
            <option value="">{labels.noOrder}</option>
            {orders.map((o) => (
              <option key={o.od_id} value={o.od_id}>
                {o.label}
              </option>
            ))}
          </select>
          <FieldMessage id={errorId('od_id')} message={errors.od_id} />
        </div>
      </div>
      <div className="field" data-field="title">
        <label htmlFor={`${id}-subject`}>
          {labels.title}
          <RequiredMark label={labels.required} />
        </label>
        <input
          id={`${id}-subject`}
          className="input"
          name="title"
          value={title}
          maxLength={TITLE_MAX}
          required
          onChange={(e) => setTitle(e.currentTarget.value)}
          {...fieldProps('title')}
        />
        <FieldMessage id={errorId('title')} message={errors.title} />
      </div>
      <div>
        <TextArea
          label={labels.body}
          name="body"
          value={body}
          onChange={setBody}
          maxLength={BODY_MAX}
          rows={8}
          placeholder={labels.bodyPlaceholder}
          required
          requiredLabel={labels.required}
          t={t}
          {...fieldProps('body')}
        />
        <FieldMessage id={errorId('body')} message={errors.body} />
      </div>
      {kept.length > 0 && (
        <fieldset className="board-form__kept">
          <legend>{labels.currentFiles}</legend>
          <ul>
            {kept.map((f) => (
              <li key={f.id}>
                <span>{f.name}</span>
                <button
                  type="button"
                  className="board-form__remove"
                  aria-label={say(t, labels.removeFile, { name: f.name })}
                  onClick={() => {
                    setKept(kept.filter((k) => k.id !== f.id));
                    clearField('files');
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <div>
        {slots > 0 && (
          <FileInput
            label={labels.files}
            name="files"
            value={files}
            onChange={(next) => {
              setFiles(next);
              clearField('files');
            }}
            maxCount={slots}
            accept={FILE_ACCEPT}
            t={t}
            {...fieldProps('files')}
          />
        )}
        <p className="field__hint">{labels.filesHint}</p>
        <FieldMessage id={errorId('files')} message={errors.files} />
      </div>
      <div className="board-form__actions">
        {editing && (
          <a className="button button--ghost" href={inquiryPath(editing.id)}>
            {labels.cancel}
          </a>
        )}
        <button type="submit" className="button" disabled={busy || !ready}>
          {editing ? labels.save : labels.submit}
        </button>
      </div>
    </form>
  );
}
