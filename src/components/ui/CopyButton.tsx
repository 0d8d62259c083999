import { useEffect, useRef, useState } from 'react';
import { copyText } from '~/lib/clipboard';
import './CopyButton.css';

type Props = {
  /** What goes on the clipboard (an account number). */
  text: string;
  /** The button's visible word ("복사"). */
  label: string;
  /** Its accessible name, saying what is copied ("계좌번호 복사"). */
  name: string;
  /** Said, and shown beside it, once copied ("복사되었습니다"). */
  copied: string;
  /** Said when the browser refused. */
  failed: string;
};

const SHOWN_MS = 3000;

/** A small button that copies `text`, with a live message beside it for a few seconds. */
export function CopyButton({ text, label, name, copied, failed }: Props) {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    const ok = await copyText(text);
    setMessage(ok ? copied : failed);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(''), SHOWN_MS);
  };
  return (
    <span className="copy">
      <button type="button" className="copy__button" aria-label={name} onClick={() => void copy()}>
        {label}
      </button>
      <span className="copy__status" role="status">
        {message}
      </span>
    </span>
  );
}
