import { useEffect, useState } from 'react';
import { isPreviewImage } from './file-input';
import './FilePreview.css';

export type FilePreviewProps = {
  file: File;
  onRemove: () => void;
  /** The remove button's accessible name, e.g. 'photo.jpg 삭제'. */
  removeLabel: string;
};

/** A picked file: an image preview for jpeg, png, gif, bmp and webp, a generic file icon otherwise. */
export function FilePreview({ file, onRemove, removeLabel }: FilePreviewProps) {
  const image = isPreviewImage(file);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!image) return undefined;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, image]);

  return (
    <li className="file-preview">
      {image && url ? (
        <img className="file-preview__thumb" src={url} alt="" />
      ) : (
        <svg className="file-preview__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 2h8l4 4v16H6z M14 2v4h4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      )}
      <span className="file-preview__name">{file.name}</span>
      <button className="file-preview__remove" type="button" aria-label={removeLabel} onClick={onRemove}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
