import { type SyntheticEvent, useEffect, useId, useState } from 'react';
import { RequiredMark } from '~/components/ui/RequiredMark';
import { TextArea } from '~/components/ui/TextArea';
import { FILE_ACCEPT, requestFormData, translateErrors } from '~/features/boards/boards';
import { FieldMessage } from '~/features/boards/FieldMessage';
import { explainRefusal, type RefusalWords } from '~/features/boards/refusal';
import { FilesConsentSubmit } from '~/features/forms/FilesConsentSubmit';
import { errorsOf } from '~/features/forms/field-errors';
import { useFieldErrors } from '~/features/forms/use-field-errors';
import { postForm } from '~/lib/http';
import { customOrderPath, SERVICE_REQUEST_API } from './custom-orders';
import '~/features/boards/BoardForm.css';

export type ServiceRequestLabels = Record<
  | 'company'
  | 'spaceType'
  | 'choose'
  | 'scentWords'
  | 'scentPlaceholder'
  | 'quantity'
  | 'budget'
  | 'contactName'
  | 'mobile'
  | 'email'
  | 'message'
  | 'messagePlaceholder'
  | 'files'
  | 'filesHint'
  | 'privacy'
  | 'submit'
  | 'sentTitle'
  | 'sentHelp'
  | 'viewMine'
  | 'required',
  string
>;

export type ServiceRequestFormProps = {
  spaces: { value: string; label: string }[];
  contact: { name: string; mobile: string; email: string };
  labels: ServiceRequestLabels;
  dict: Record<string, string>;
  words: RefusalWords;
};

/** 시그니처 향 제작 요청: a member's request, which becomes a custom order in the `requested` state. */
export function ServiceRequestForm({ spaces, contact, labels, dict, words }: ServiceRequestFormProps) {
  const t = (text: string) => dict[text] ?? text;
  const id = useId();
  const { formRef, errors, errorId, fieldProps, onEdit, clear, show, clearField } = useFieldErrors();
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [sent, setSent] = useState<number | null>(null);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = requestFormData(event.currentTarget, files);
    setBusy(true);
    clear();
    try {
      const res = await postForm<{ data: { id: number } }>(SERVICE_REQUEST_API, data, { silent: true });
      setSent(res.data.id);
    } catch (err) {
      const errs = errorsOf(err);
      if (errs) show(translateErrors(errs, words.messages));
      else await explainRefusal(err, words);
    } finally {
      setBusy(false);
    }
  };

  if (sent !== null) {
    return (
      <div className="board-form__receipt" tabIndex={-1} role="status" ref={(el) => el?.focus()}>
        <h3>{labels.sentTitle}</h3>
        <p>{labels.sentHelp}</p>
        <p>
          <a className="button button--ghost" href={customOrderPath(sent)}>
            {labels.viewMine}
          </a>
        </p>
      </div>
    );
  }

  const field = (
    name: string,
    label: string,
    control: React.ReactNode,
    opts: { wide?: boolean; optional?: boolean } = {},
  ) => (
    <div className={opts.wide ? 'field board-form__wide' : 'field'} data-field={name}>
      <label htmlFor={`${id}-${name}`}>
        {label}
        {!opts.optional && <RequiredMark label={labels.required} />}
      </label>
      {control}
      <FieldMessage id={errorId(name)} message={errors[name]} />
    </div>
  );
  const input = (name: string, props: Record<string, unknown> = {}) => (
    <input id={`${id}-${name}`} className="input" name={name} {...props} {...fieldProps(name)} />
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
      <div className="board-form__grid">
        {field(
          'company',
          labels.company,
          input('company', { required: true, maxLength: 60, autoComplete: 'organization' }),
          { wide: true },
        )}
        {field(
          'space_type',
          labels.spaceType,
          <select
            id={`${id}-space_type`}
            className="input"
            name="space_type"
            required
            defaultValue=""
            {...fieldProps('space_type')}
          >
            <option value="">{labels.choose}</option>
            {spaces.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>,
        )}
        {field(
          'quantity',
          labels.quantity,
          input('quantity', { required: true, type: 'number', min: 1, inputMode: 'numeric', defaultValue: '30' }),
        )}
        {field(
          'scent_words',
          labels.scentWords,
          input('scent_words', { required: true, maxLength: 200, placeholder: labels.scentPlaceholder }),
          { wide: true },
        )}
        {field(
          'budget',
          labels.budget,
          input('budget', { type: 'number', min: 0, step: 10000, inputMode: 'numeric' }),
          { optional: true },
        )}
        {field(
          'contact_name',
          labels.contactName,
          input('contact_name', { required: true, maxLength: 30, autoComplete: 'name', defaultValue: contact.name }),
        )}
        {field(
          'mobile',
          labels.mobile,
          input('mobile', { required: true, type: 'tel', autoComplete: 'tel', defaultValue: contact.mobile }),
        )}
        {field(
          'email',
          labels.email,
          input('email', { required: true, type: 'email', autoComplete: 'email', defaultValue: contact.email }),
        )}
      </div>
      <div>
        <TextArea
          label={labels.message}
          name="message"
          value={message}
          onChange={setMessage}
          maxLength={2000}
          rows={5}
          placeholder={labels.messagePlaceholder}
          t={t}
          {...fieldProps('message')}
        />
        <FieldMessage id={errorId('message')} message={errors.message} />
      </div>
      <FilesConsentSubmit
        fields={{ errors, errorId, fieldProps, clearField }}
        files={{
          value: files,
          onChange: setFiles,
          label: labels.files,
          hint: labels.filesHint,
          accept: FILE_ACCEPT,
          t,
        }}
        consent={labels.privacy}
        required={labels.required}
        submit={labels.submit}
        disabled={busy || !ready}
      />
    </form>
  );
}
