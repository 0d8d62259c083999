import { atom } from 'nanostores';

export type DialogKind = 'alert' | 'confirm' | 'prompt';

export interface DialogRequest {
  title?: string | undefined;
  message: string;
  /** Closes by itself after this many ms, with a progress bar (spec 4). */
  duration?: number | undefined;
  /** Button words other than 확인/취소, e.g. 'Go to cart' / 'Continue shopping'. */
  okLabel?: string | undefined;
  cancelLabel?: string | undefined;
}

export interface PromptRequest extends DialogRequest {
  /** The text box's label; the message above it says what to write. */
  inputLabel: string;
  /** Longest answer accepted; the box stops there (default 500). */
  maxLength?: number | undefined;
}

export interface OpenDialog {
  id: number;
  kind: DialogKind;
  title: string | undefined;
  message: string;
  duration: number | undefined;
  okLabel?: string | undefined;
  cancelLabel?: string | undefined;
  /** Prompt dialogs only: the text box's label and length limit. */
  input?: { label: string; maxLength: number } | undefined;
  resolve: (value: boolean, text?: string) => void;
}

/** Open dialogs, oldest first; the UI shows the head of the queue. */
export const $dialogs = atom<readonly OpenDialog[]>([]);

let lastId = 0;

function push(dialog: Omit<OpenDialog, 'id'>): void {
  lastId += 1;
  $dialogs.set([...$dialogs.get(), { ...dialog, id: lastId }]);
}

function open(kind: DialogKind, { title, message, duration, okLabel, cancelLabel }: DialogRequest): Promise<boolean> {
  return new Promise((resolve) => push({ kind, title, message, duration, okLabel, cancelLabel, resolve }));
}

export function alertDialog(request: DialogRequest): Promise<void> {
  return open('alert', request).then(() => undefined);
}

export function confirmDialog(request: DialogRequest): Promise<boolean> {
  return open('confirm', request);
}

/**
 * Asks for a line of text (a return reason, say) in the shop's own dialog: resolves with the
 * trimmed text, or null when cancelled. An empty answer cannot be confirmed.
 */
export function promptDialog({ inputLabel, maxLength = 500, ...request }: PromptRequest): Promise<string | null> {
  return new Promise((resolve) =>
    push({
      kind: 'prompt',
      title: request.title,
      message: request.message,
      duration: undefined,
      okLabel: request.okLabel,
      cancelLabel: request.cancelLabel,
      input: { label: inputLabel, maxLength },
      resolve: (value, text) => resolve(value ? (text ?? '').trim() || null : null),
    }),
  );
}

/** Closes a dialog with the person's answer; unknown ids are ignored so a double click is harmless. */
export function answerDialog(id: number, value: boolean, text?: string): void {
  const dialog = $dialogs.get().find((d) => d.id === id);
  if (!dialog) return;
  $dialogs.set($dialogs.get().filter((d) => d !== dialog));
  dialog.resolve(value, text);
}
