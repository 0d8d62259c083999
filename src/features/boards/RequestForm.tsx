import { type ReactNode, type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { RequiredMark } from '~/components/ui/RequiredMark';
import { TextArea } from '~/components/ui/TextArea';
import { FilesConsentSubmit } from '~/features/forms/FilesConsentSubmit';
import { errorsOf } from '~/features/forms/field-errors';
import { useFieldErrors } from '~/features/forms/use-field-errors';
import { postForm, postJson } from '~/lib/http';
import { FILE_ACCEPT, inquiryPath, requestApi, requestFormData, translateErrors } from './boards';
import { FieldMessage } from './FieldMessage';
import { explainRefusal, type RefusalWords } from './refusal';
import './BoardForm.css';

export type RequestFormLabels = Record<
  | 'name'
  | 'mobile'
  | 'email'
  | 'items'
  | 'itemName'
  | 'quantity'
  | 'addRow'
  | 'removeRow'
  | 'desiredDate'
  | 'classId'
  | 'choose'
  | 'preferredDates'
  | 'preferredPlaceholder'
  | 'headCount'
  | 'message'
  | 'messagePlaceholder'
  | 'files'
  | 'filesHint'
  | 'privacy'
  | 'submit'
  | 'receivedTitle'
  | 'receiptNo'
  | 'receiptHelp'
  | 'viewMine'
  | 'required',
  string
>;

export type RequestFormProps = {
  kind: 'bulk' | 'class';
  /** The workshop's classes, for a class inquiry. */
  classes?: { id: number; label: string }[] | undefined;
  /** A member's own details to start from. */
  contact?: { name: string; mobile: string; email: string } | undefined;
  /** Today in Korea (YYYY-MM-DD): the earliest desired date. */
  today: string;
  labels: RequestFormLabels;
  dict: Record<string, string>;
  words: RefusalWords;
};

const MAX_ROWS = 20;

type Sent = { id: number; receipt_no: string; member: boolean };

/** 대량 구매 문의 and 클래스 문의: anyone may send one and gets a receipt number to read it back by. */
export function RequestForm({ kind, classes = [], contact, today, labels, dict, words }: RequestFormProps) {
  const t = (text: string) => dict[text] ?? text;
  const id = useId();
  const { formRef, errors, errorId, fieldProps, onEdit, clear, show, clearField } = useFieldErrors();
  // Row inputs keep their own text (uncontrolled): what a person typed before the code arrived stays.
  // Keys count from 0 in each form, the same on the server and in the browser, so that ids match.
  const [rows, setRows] = useState<number[]>([0]);
  const nextKey = useRef(1);
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  // Drawn disabled on the server: the form can be sent once its code is running.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [sent, setSent] = useState<Sent | null>(null);
  const receiptRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) receiptRef.current?.focus();
  }, [sent]);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = requestFormData(event.currentTarget, files);
    setBusy(true);
    clear();
    try {
      type Answer = { data: { id: number }; receipt_no: string };
      const res =
        kind === 'bulk'
          ? await postForm<Answer>(requestApi(kind), data, { silent: true })
          : await postJson<Answer>(requestApi(kind), Object.fromEntries(data), { silent: true });
      setSent({ id: res.data.id, receipt_no: res.receipt_no, member: contact !== undefined });
    } catch (err) {
      const errs = errorsOf(err);
      if (errs) show(translateErrors(errs, words.messages));
      else await explainRefusal(err, words);
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div className="board-form__receipt" ref={receiptRef} tabIndex={-1} role="status">
        <h3>{labels.receivedTitle}</h3>
        <p>
          {labels.receiptNo} <strong className="board-form__receipt-no">{sent.receipt_no}</strong>
        </p>
        <p>{labels.receiptHelp}</p>
        {sent.member && (
          <p>
            <a className="button button--ghost" href={inquiryPath(sent.id)}>
              {labels.viewMine}
            </a>
          </p>
        )}
      </div>
    );
  }

  const field = (name: string, label: string, control: ReactNode, wide = false) => (
    <div className={wide ? 'field board-form__wide' : 'field'} data-field={name}>
      <label htmlFor={`${id}-${name}`}>
        {label}
        <RequiredMark label={labels.required} />
      </label>
      {control}
      <FieldMessage id={errorId(name)} message={errors[name]} />
    </div>
  );
  const input = (name: string, props: Record<string, unknown> = {}) => (
    <input id={`${id}-${name}`} className="input" name={name} required {...props} {...fieldProps(name)} />
  );

  return (
    <form
      ref={formRef}
      className="board-form"
      aria-labelledby={`${id}-heading`}
      noValidate
      onInput={onEdit}
      onChange={onEdit}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-heading`} className="visually-hidden">
        {labels.submit}
      </h3>
      {kind === 'class' && (
        <div className="board-form__grid">
          {field(
            'class_id',
            labels.classId,
            <select
              id={`${id}-class_id`}
              className="input"
              name="class_id"
              required
              defaultValue=""
              {...fieldProps('class_id')}
            >
              <option value="">{labels.choose}</option>
              {classes.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>,
            true,
          )}
          {field(
            'preferred_dates',
            labels.preferredDates,
            input('preferred_dates', { maxLength: 200, placeholder: labels.preferredPlaceholder }),
          )}
          {field(
            'head_count',
            labels.headCount,
            input('head_count', { type: 'number', min: 1, max: 50, inputMode: 'numeric', defaultValue: '1' }),
          )}
        </div>
      )}
      {kind === 'bulk' && (
        <fieldset className="board-form__items" data-field="items">
          <legend>
            {labels.items}
            <RequiredMark label={labels.required} />
          </legend>
          <ul className="board-form__rows">
            {rows.map((key, index) => (
              <li key={key} className="board-form__row">
                <div>
                  <label htmlFor={`${id}-item-${key}`}>{`${labels.itemName} ${index + 1}`}</label>
                  <input
                    id={`${id}-item-${key}`}
                    className="input"
                    name={`items[${index}][name]`}
                    maxLength={100}
                    {...fieldProps('items')}
                  />
                </div>
                <div>
                  <label htmlFor={`${id}-qty-${key}`}>{`${labels.quantity} ${index + 1}`}</label>
                  <input
                    id={`${id}-qty-${key}`}
                    className="input"
                    name={`items[${index}][quantity]`}
                    type="number"
                    min={1}
                    inputMode="numeric"
                  />
                </div>
                <button
                  type="button"
                  className="board-form__remove"
                  aria-label={t(labels.removeRow).replace('{index}', String(index + 1))}
                  disabled={rows.length === 1}
                  onClick={() => {
                    setRows((current) => current.filter((k) => k !== key));
                    clearField('items');
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <FieldMessage id={errorId('items')} message={errors.items} />
          <button
            type="button"
            className="button button--ghost board-form__add"
            disabled={rows.length >= MAX_ROWS}
            onClick={() => {
              const key = nextKey.current++;
              setRows((current) => [...current, key]);
            }}
          >
            {labels.addRow}
          </button>
        </fieldset>
      )}
      <div className="board-form__grid">
        {field(
          'name',
          labels.name,
          input('name', { maxLength: 50, autoComplete: 'organization', defaultValue: contact?.name }),
          true,
        )}
        {field(
          'mobile',
          labels.mobile,
          input('mobile', {
            type: 'tel',
            autoComplete: 'tel',
            placeholder: '010-1234-5678',
            defaultValue: contact?.mobile,
          }),
        )}
        {field(
          'email',
          labels.email,
          input('email', { type: 'email', autoComplete: 'email', defaultValue: contact?.email }),
        )}
        {kind === 'bulk' && (
          <div className="field" data-field="desired_date">
            <label htmlFor={`${id}-desired_date`}>{labels.desiredDate}</label>
            <input
              id={`${id}-desired_date`}
              className="input"
              name="desired_date"
              type="date"
              min={today}
              {...fieldProps('desired_date')}
            />
            <FieldMessage id={errorId('desired_date')} message={errors.desired_date} />
          </div>
        )}
      </div>
      <div>
        <TextArea
          label={labels.message}
          name="message"
          value={message}
          onChange={setMessage}
          maxLength={2000}
          rows={6}
          placeholder={labels.messagePlaceholder}
          t={t}
          {...fieldProps('message')}
        />
        <FieldMessage id={errorId('message')} message={errors.message} />
      </div>
      <FilesConsentSubmit
        fields={{ errors, errorId, fieldProps, clearField }}
        files={
          kind === 'bulk'
            ? { value: files, onChange: setFiles, label: labels.files, hint: labels.filesHint, accept: FILE_ACCEPT, t }
            : undefined
        }
        consent={labels.privacy}
        required={labels.required}
        submit={labels.submit}
        disabled={busy || !ready}
      />
    </form>
  );
}
