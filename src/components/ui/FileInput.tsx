import { type ChangeEvent, type ReactNode, useId, useState } from 'react';
import { DEFAULT_FILE_COUNT_LIMIT } from '~/lib/constants';
import { alertDialog } from '~/lib/dialog';
import { compressImage } from './compress-image';
import { FilePreview } from './FilePreview';
import { canAddFiles, fileKey, MAX_FILES_MESSAGE, shouldCompress } from './file-input';
import { RequiredMark } from './RequiredMark';
import { say, type Translate, untranslated } from './translate';
import './FileInput.css';

export type FileInputProps = {
  label: ReactNode;
  value: readonly File[];
  /** Receives every file kept, large images already compressed. */
  onChange: (files: File[]) => void;
  maxCount?: number | undefined;
  accept?: string | undefined;
  /** Names the field for server errors (`data-field`). */
  name?: string | undefined;
  required?: boolean | undefined;
  requiredLabel?: string | undefined;
  /** Replaces the browser compression, e.g. in tests. */
  compress?: ((file: File) => Promise<File>) | undefined;
  /** The page's translator for the kit's Korean texts. */
  t?: Translate | undefined;
  /** A server error for this field: `fieldProps(name)` of the form's field errors, spread on the control. */
  'aria-invalid'?: true | undefined;
  /** The id of the element showing this field's error, read after the control's own hint. */
  'aria-describedby'?: string | undefined;
};

export function FileInput({
  label,
  value,
  onChange,
  maxCount = DEFAULT_FILE_COUNT_LIMIT,
  accept,
  name,
  required = false,
  requiredLabel,
  compress = compressImage,
  t = untranslated,
  'aria-invalid': invalid,
  'aria-describedby': errorId,
}: FileInputProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.currentTarget.files ?? []);
    // Cleared so that picking the same file again after removing it still fires a change.
    event.currentTarget.value = '';
    if (picked.length === 0) return;
    if (!canAddFiles(value.length, picked.length, maxCount)) {
      void alertDialog({ message: say(t, MAX_FILES_MESSAGE, { count: maxCount }) });
      return;
    }
    setBusy(true);
    try {
      const ready = await Promise.all(picked.map((file) => (shouldCompress(file) ? compress(file) : file)));
      onChange([...value, ...ready]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="file-input" data-field={name} aria-busy={busy || undefined}>
      <span className="file-input__label" id={`${id}-label`}>
        {label}
        {required && <RequiredMark label={requiredLabel} />}
      </span>
      <input
        className="file-input__input"
        id={id}
        type="file"
        accept={accept}
        multiple={maxCount > 1}
        required={required && value.length === 0}
        aria-labelledby={`${id}-label`}
        aria-invalid={invalid}
        aria-describedby={errorId ? `${id}-count ${errorId}` : `${id}-count`}
        disabled={busy}
        onChange={(event) => void onPick(event)}
      />
      <label className="file-input__button" htmlFor={id}>
        {say(t, '파일 선택')}
      </label>
      <span className="file-input__count" id={`${id}-count`}>
        {say(t, '{count}/{max}개', { count: value.length, max: maxCount })}
      </span>
      {value.length > 0 && (
        <ul className="file-input__list" aria-labelledby={`${id}-label`}>
          {value.map((file, index) => (
            <FilePreview
              key={fileKey(file)}
              file={file}
              removeLabel={say(t, '{name} 삭제', { name: file.name })}
              onRemove={() => onChange(value.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
