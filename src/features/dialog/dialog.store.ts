import { atom } from 'nanostores';

export type DialogKind = 'alert' | 'confirm';

export interface DialogRequest {
  title?: string | undefined;
  message: string;
  /** Closes by itself after this many ms, with a progress bar (spec 4). */
  duration?: number | undefined;
  /** Button words other than 확인/취소, e.g. 'Go to cart' / 'Continue shopping'. */
  okLabel?: string | undefined;
  cancelLabel?: string | undefined;
}

export interface OpenDialog {
  id: number;
  kind: DialogKind;
  title: string | undefined;
  message: string;
  duration: number | undefined;
  okLabel?: string | undefined;
  cancelLabel?: string | undefined;
  resolve: (value: boolean) => void;
}

/** Open dialogs, oldest first; the UI shows the head of the queue. */
export const $dialogs = atom<readonly OpenDialog[]>([]);

let lastId = 0;

function open(kind: DialogKind, { title, message, duration, okLabel, cancelLabel }: DialogRequest): Promise<boolean> {
  return new Promise((resolve) => {
    lastId += 1;
    $dialogs.set([...$dialogs.get(), { id: lastId, kind, title, message, duration, okLabel, cancelLabel, resolve }]);
  });
}

export function alertDialog(request: DialogRequest): Promise<void> {
  return open('alert', request).then(() => undefined);
}

export function confirmDialog(request: DialogRequest): Promise<boolean> {
  return open('confirm', request);
}

/** Closes a dialog with the person's answer; unknown ids are ignored so a double click is harmless. */
export function answerDialog(id: number, value: boolean): void {
  const dialog = $dialogs.get().find((d) => d.id === id);
  if (!dialog) return;
  $dialogs.set($dialogs.get().filter((d) => d !== dialog));
  dialog.resolve(value);
}
