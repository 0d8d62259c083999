import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { type KeyboardEvent, useState } from 'react';
import type { RichTextLabels } from './rich-text';
import { TOOLS, type ToolActions } from './rich-text-tools';

export type RichTextToolbarProps = {
  editor: Editor | null;
  labels: RichTextLabels;
  /** A picture is on its way: its button waits. */
  busy: boolean;
  actions: ToolActions;
};

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** Arrow keys, Home and End move between the toolbar's enabled buttons (one tab stop for the whole bar). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = STEPS[event.key];
  if (step === undefined && event.key !== 'Home' && event.key !== 'End') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  if (buttons.length === 0) return;
  event.preventDefault();
  const from = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const to =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : (from + (step ?? 0) + buttons.length) % buttons.length;
  buttons[to]?.focus();
}

const toolStates = (editor: Editor) =>
  TOOLS.map((tool) => ({ pressed: tool.pressed?.(editor) ?? false, enabled: tool.enabled?.(editor) ?? true }));

/**
 * The editor's buttons: marks and blocks say whether they are on at the cursor (`aria-pressed`).
 * Before the editor has started (on the server, before hydration) every button is disabled.
 */
export function RichTextToolbar({ editor, labels, busy, actions }: RichTextToolbarProps) {
  const selected = useEditorState({ editor, selector: ({ editor: e }) => e && toolStates(e) });
  // The hook keeps its first, editor-less answer until the editor's first transaction.
  const states = selected ?? (editor && toolStates(editor));
  const enabled = TOOLS.map((tool, i) => Boolean(editor && states?.[i]?.enabled && !(busy && tool.name === 'image')));
  const [current, setCurrent] = useState(0);
  const stop = enabled[current] ? current : enabled.indexOf(true);
  return (
    <div className="rte__toolbar" role="toolbar" aria-label={labels.toolbar} onKeyDown={moveFocus}>
      {TOOLS.map((tool, i) => (
        <button
          key={tool.name}
          type="button"
          className={`rte__tool rte__tool--${tool.name}`}
          data-first={tool.first ? '' : undefined}
          tabIndex={i === stop ? 0 : -1}
          disabled={!enabled[i]}
          aria-label={tool.glyph ? labels[tool.name] : undefined}
          title={tool.glyph ? labels[tool.name] : undefined}
          aria-pressed={tool.pressed ? Boolean(states?.[i]?.pressed) : undefined}
          onFocus={() => setCurrent(i)}
          onClick={() => editor && tool.run(editor, actions)}
        >
          {tool.glyph ? <span aria-hidden="true">{tool.glyph}</span> : labels[tool.name]}
        </button>
      ))}
    </div>
  );
}
