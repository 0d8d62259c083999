import { FileInput } from '~/components/ui/FileInput';
import { RequiredMark } from '~/components/ui/RequiredMark';
import { FieldMessage } from '~/features/boards/FieldMessage';
import type { useFieldErrors } from './use-field-errors';

type Fields = Pick<ReturnType<typeof useFieldErrors>, 'errors' | 'errorId' | 'fieldProps' | 'clearField'>;

export type FilesConsentSubmitProps = {
  fields: Fields;
  /** The attachments, when the form takes them (files[]). */
  files?:
    | {
        value: File[];
        onChange: (next: File[]) => void;
        label: string;
        hint: string;
        accept: string;
        t: (text: string) => string;
      }
    | undefined;
  /** The privacy consent's sentence (privacy_agreed). */
  consent: string;
  required: string;
  submit: string;
  disabled: boolean;
};

/** The foot of a request form: its attachments, the privacy consent and the send button. */
export function FilesConsentSubmit({ fields, files, consent, required, submit, disabled }: FilesConsentSubmitProps) {
  const { errors, errorId, fieldProps, clearField } = fields;
  return (
    <>
      {files && (
        <div>
          <FileInput
            label={files.label}
            name="files"
            value={files.value}
            onChange={(next) => {
              files.onChange(next);
              clearField('files');
            }}
            maxCount={5}
            accept={files.accept}
            t={files.t}
            {...fieldProps('files')}
          />
          <p className="field__hint">{files.hint}</p>
          <FieldMessage id={errorId('files')} message={errors.files} />
        </div>
      )}
      <div className="field" data-field="privacy_agreed">
        <label className="board-form__check">
          <input type="checkbox" name="privacy_agreed" required {...fieldProps('privacy_agreed')} />
          <span>
            {consent}
            <RequiredMark label={required} />
          </span>
        </label>
        <FieldMessage id={errorId('privacy_agreed')} message={errors.privacy_agreed} />
      </div>
      <div className="board-form__actions">
        <button type="submit" className="button" disabled={disabled}>
          {submit}
        </button>
      </div>
    </>
  );
}
