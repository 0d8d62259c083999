import { EditorContent, useEditor } from '@tiptap/react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { RichTextToolbar } from './RichTextToolbar';
import { editorCanHold, PICTURE_ACCEPT, type RichTextLabels, SET_RICH_TEXT, storedHtml } from './rich-text';
import { uploadPicture } from './rich-text.api';
import { richTextExtensions } from './rich-text-extensions';
import { promptLink } from './rich-text-link';
import './RichTextEditor.css';

export type { RichTextLabels };

export interface RichTextEditorProps {
  /** The editable area's id; its label is `${id}-label`, its error line `${id}-error`. */
  id: string;
  /** The form field that carries the body's HTML. */
  name: string;
  label: string;
  /** The stored body (HTML). */
  value: string;
  /** The language the body is written in. */
  lang: 'ko' | 'en';
  /** Where a picture is uploaded (`POST`, multipart `file`; answers `{ data: { url, width, height } }`). */
  uploadUrl: string;
  labels: RichTextLabels;
}

/**
 * The back office's rich-text field. The body travels in a hidden field of the surrounding form
 * (the stored HTML until it is edited, so a form sent before hydration or without an edit keeps it
 * as it was), and each edit announces itself with a bubbling `input` event from that field. A field
 * error the form marks on it (`aria-invalid`) is carried onto the editable area; a body a script
 * sends it (`SET_RICH_TEXT`) replaces the editor's. A stored body the editor cannot hold whole (a
 * table, a figure's caption: see `editorCanHold`) opens as its HTML, so nothing is lost by editing
 * it; the switch goes either way, asking first when the editor would drop something.
 */
/** The body the form sends, announced to the form as an edit. */
function announce(el: HTMLTextAreaElement | null, next: string) {
  if (!el) return;
  el.value = next;
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

export function RichTextEditor({ id, name, label, value, lang, uploadUrl, labels }: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const field = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [source, setSource] = useState(() => !editorCanHold(value));
  const [html, setHtml] = useState(value);
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const editor = useEditor({
    immediatelyRender: false,
    // The few rules ProseMirror needs are in RichTextEditor.css; no style element is added at run time.
    injectCSS: false,
    extensions: richTextExtensions,
    content: value,
    editorProps: {
      attributes: () => ({
        id,
        class: 'rte__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': errorId,
        'aria-invalid': field.current?.getAttribute('aria-invalid') === 'true' ? 'true' : 'false',
        lang,
      }),
    },
    onUpdate: ({ editor: current }) => {
      if (sourceRef.current) return;
      write(storedHtml(current.getHTML(), current.isEmpty));
    },
  });

  const write = (next: string) => announce(field.current, next);

  function toggleSource() {
    if (!editor) return;
    if (source) {
      const current = field.current?.value ?? html;
      if (!editorCanHold(current) && !window.confirm(labels.sourceLoss)) return;
      editor.commands.setContent(current, { emitUpdate: false });
      setSource(false);
      write(storedHtml(editor.getHTML(), editor.isEmpty));
    } else {
      setHtml(field.current?.value ?? '');
      setSource(true);
    }
  }

  useEffect(() => {
    const el = field.current;
    if (!editor || !el) return;
    // An empty transaction makes ProseMirror read the area's attributes again.
    const observer = new MutationObserver(() => editor.view.dispatch(editor.state.tr));
    observer.observe(el, { attributes: true, attributeFilter: ['aria-invalid'] });
    const set = (event: Event) => {
      const html = (event as CustomEvent<unknown>).detail;
      if (typeof html !== 'string') return;
      if (sourceRef.current) {
        setHtml(html);
        announce(el, html);
      } else editor.commands.setContent(html, { emitUpdate: true });
    };
    el.addEventListener(SET_RICH_TEXT, set);
    return () => {
      observer.disconnect();
      el.removeEventListener(SET_RICH_TEXT, set);
    };
  }, [editor]);

  async function addPicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file || !editor) return;
    setBusy(true);
    setStatus(labels.uploading);
    const result = await uploadPicture(uploadUrl, file);
    setBusy(false);
    if (!result.ok) {
      setStatus([labels.uploadFailed, result.reason].filter(Boolean).join(' '));
      return;
    }
    setStatus('');
    if (editor.isDestroyed) return;
    const alt = window.prompt(labels.imageAlt)?.trim() ?? '';
    const { url, width, height } = result.picture;
    editor.chain().focus().setImage({ src: url, alt, width, height }).run();
  }

  const actions = {
    link: () => editor && setStatus(promptLink(editor, labels)),
    picture: () => fileInput.current?.click(),
  };

  return (
    <div className="rte">
      <p id={labelId} className="rte__label">
        {label}
      </p>
      <div className="rte__bar">
        {!source && <RichTextToolbar editor={editor} labels={labels} busy={busy} actions={actions} />}
        <button type="button" className="rte__switch" aria-pressed={source} disabled={!editor} onClick={toggleSource}>
          {source ? labels.visual : labels.source}
        </button>
      </div>
      {source && <p className="rte__notice">{labels.sourceNotice}</p>}
      <div className="rte__frame" hidden={source}>
        <EditorContent editor={editor} />
      </div>
      {source && (
        <textarea
          className="input rte__source"
          aria-labelledby={labelId}
          aria-describedby={errorId}
          lang={lang}
          spellCheck={false}
          rows={16}
          value={html}
          onChange={(event) => {
            setHtml(event.currentTarget.value);
            write(event.currentTarget.value);
          }}
        />
      )}
      <p className="rte__status" role="status">
        {status}
      </p>
      <p id={errorId} className="field__error" data-error-for={name} aria-live="polite" />
      <textarea ref={field} name={name} hidden readOnly defaultValue={value} />
      <input
        ref={fileInput}
        type="file"
        accept={PICTURE_ACCEPT}
        hidden
        tabIndex={-1}
        onChange={(event) => void addPicture(event)}
      />
    </div>
  );
}
