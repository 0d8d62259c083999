import { DIALOG_REMOVAL_DELAY_MS } from '~/lib/constants';
import { $dialogs, answerDialog, type OpenDialog } from '~/lib/dialog';
import { startAutoClose } from './auto-close';

type Labels = { ok: string; cancel: string };

/**
 * Renders the dialog queue as native modal <dialog> elements, newest on top: focus stays inside,
 * Escape cancels, and a closing dialog fades out before it is removed (301 ms). Closing gives the focus
 * back to what opened the dialog and leaves the page's scroll position as it was.
 */
export function mountDialogHost(root: HTMLElement, labels: Labels): void {
  const shown = new Map<number, HTMLDialogElement>();

  const build = (d: OpenDialog): HTMLDialogElement => {
    const el = document.createElement('dialog');
    el.className = 'app-dialog';
    el.setAttribute('role', d.kind === 'confirm' ? 'alertdialog' : 'dialog');
    const asks = d.kind !== 'alert';
    const titleId = `dialog-title-${d.id}`;
    const bodyId = `dialog-body-${d.id}`;
    el.setAttribute('aria-describedby', bodyId);
    if (d.title) el.setAttribute('aria-labelledby', titleId);
    else el.setAttribute('aria-label', d.message);
    const title = d.title ? `<h2 class="app-dialog__title" id="${titleId}"></h2>` : '';
    const cancel = asks
      ? `<button type="button" class="button button--ghost" data-answer="false">${labels.cancel}</button>`
      : '';
    const inputId = `dialog-input-${d.id}`;
    const field = d.input
      ? `<label class="app-dialog__label" for="${inputId}"></label><textarea class="app-dialog__input" id="${inputId}" rows="3" maxlength="${d.input.maxLength}" required></textarea>`
      : '';
    el.innerHTML = `${title}<p class="app-dialog__body" id="${bodyId}"></p>${field}<div class="app-dialog__actions">${cancel}<button type="button" class="button" data-answer="true">${labels.ok}</button></div>`;
    (el.querySelector('.app-dialog__title') as HTMLElement | null)?.append(d.title ?? '');
    el.querySelector('.app-dialog__body')?.append(d.message);
    el.querySelector('.app-dialog__label')?.append(d.input?.label ?? '');
    const input = el.querySelector<HTMLTextAreaElement>('.app-dialog__input');
    // Words a caller chose for the buttons are set as text, never as markup.
    const ok = el.querySelector<HTMLElement>('[data-answer="true"]');
    const no = el.querySelector<HTMLElement>('[data-answer="false"]');
    if (ok && d.okLabel) ok.textContent = d.okLabel;
    if (no && d.cancelLabel) no.textContent = d.cancelLabel;
    if (input && ok instanceof HTMLButtonElement) {
      // A prompt cannot be confirmed empty.
      const sync = () => {
        ok.disabled = input.value.trim() === '';
      };
      sync();
      input.addEventListener('input', sync);
    }
    el.addEventListener('click', (e) => {
      const answer = (e.target as HTMLElement).closest<HTMLElement>('[data-answer]')?.dataset.answer;
      if (answer) answerDialog(d.id, answer === 'true', input?.value);
    });
    el.addEventListener('cancel', (e) => {
      e.preventDefault();
      answerDialog(d.id, false);
    });
    if (d.duration) {
      const bar = document.createElement('div');
      bar.className = 'app-dialog__progress';
      bar.setAttribute('aria-hidden', 'true');
      el.append(bar);
      const auto = startAutoClose(
        d.duration,
        (p) => bar.style.setProperty('--progress', `${p}%`),
        () => answerDialog(d.id, true),
      );
      el.addEventListener('mouseenter', () => auto.freeze(), { once: true });
      el.addEventListener('close', () => auto.stop());
    }
    return el;
  };

  /** What had the focus when each dialog opened: it gets the focus back when the dialog closes. */
  const openers = new Map<number, HTMLElement>();

  $dialogs.subscribe((list) => {
    const ids = new Set(list.map((d) => d.id));
    for (const [id, el] of shown) {
      if (ids.has(id)) continue;
      shown.delete(id);
      const opener = openers.get(id);
      openers.delete(id);
      // Closed at once, so the page is usable again; the dialog stays drawn in the top layer only
      // while it fades (the stylesheet's transition on `overlay` and `display`). It is never shown
      // again as a non-modal dialog: that would move the focus into it, at the end of the page, and
      // the window would scroll there.
      el.inert = true;
      el.setAttribute('aria-hidden', 'true');
      el.classList.add('app-dialog--leaving');
      el.close();
      if (opener?.isConnected && !shown.size) opener.focus({ preventScroll: true });
      setTimeout(() => el.remove(), DIALOG_REMOVAL_DELAY_MS);
    }
    for (const d of list) {
      if (shown.has(d.id)) continue;
      const el = build(d);
      shown.set(d.id, el);
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== document.body && !active.closest('dialog')) {
        openers.set(d.id, active);
      }
      root.append(el);
      el.showModal();
      (
        el.querySelector<HTMLElement>('.app-dialog__input') ?? el.querySelector<HTMLElement>('[data-answer="true"]')
      )?.focus({ preventScroll: true });
    }
  });
}
