/**
 * The content studio's page behaviour beside the shared admin forms: "영어 채우기" (English from the
 * configured model, marked machine-made until a person changes any English field or approves it as
 * it stands with "영어 확인함"), the preview's
 * language switch, and copying the shareable preview link.
 */
import { ApiError, postJson } from '~/lib/http';

/** What the rich-text editor listens for to replace its document (its hidden field is the target). */
export const SET_RICH_TEXT = 'rich-text:set';

type Translation = {
  data: { title_en: string; summary_en: string; body_en: string; machine: boolean };
  message?: string;
};

const ENGLISH = ['title_en', 'summary_en', 'body_en'];

export function bindStudioForm(root: ParentNode = document): void {
  const form = root.querySelector<HTMLFormElement>('form[data-studio-form]');
  if (!form) return;
  const machine = form.querySelector<HTMLInputElement>('[data-machine-en]');
  const badge = form.querySelector<HTMLElement>('[data-machine-badge]');
  const approve = form.querySelector<HTMLElement>('[data-machine-approve]');
  const status = form.querySelector<HTMLElement>('[data-translate-status]');
  const button = form.querySelector<HTMLButtonElement>('[data-translate]');
  let filling = false;
  const mark = (on: boolean) => {
    if (machine) machine.value = on ? '1' : '0';
    if (badge) badge.hidden = !on;
    if (approve) approve.hidden = !on;
  };
  // A person changing any English field makes the English theirs.
  form.addEventListener('input', (event) => {
    const name = (event.target as HTMLInputElement | null)?.name ?? '';
    if (!filling && ENGLISH.includes(name)) mark(false);
  });
  const field = (name: string) => form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
  // A person who read the machine's English and keeps it approves it as it stands (kept on saving).
  approve?.querySelector('button')?.addEventListener('click', () => {
    mark(false);
    field('title_en')?.focus();
  });
  button?.addEventListener('click', async () => {
    const value = (name: string) => field(name)?.value ?? '';
    button.disabled = true;
    if (status) status.textContent = button.dataset.busy ?? '';
    try {
      const answer = await postJson<Translation>(
        '/api/admin/content/translate',
        { title: value('title'), summary: value('summary'), body: value('body') },
        { handles: [422, 429] },
      );
      if (answer.data.machine) {
        filling = true;
        const title = field('title_en');
        const summary = field('summary_en');
        if (title && answer.data.title_en) title.value = answer.data.title_en;
        if (summary && answer.data.summary_en) summary.value = answer.data.summary_en;
        if (answer.data.body_en)
          field('body_en')?.dispatchEvent(new CustomEvent(SET_RICH_TEXT, { detail: answer.data.body_en }));
        filling = false;
        mark(true);
      }
      if (status) status.textContent = answer.message ?? '';
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (status) status.textContent = (err.data as { message?: string } | undefined)?.message ?? '';
    } finally {
      filling = false;
      button.disabled = false;
    }
  });
}

/** The preview frames follow the chosen language; the link is copied on request. */
export function bindStudioPreview(root: ParentNode = document): void {
  const panel = root.querySelector<HTMLElement>('[data-studio-preview]');
  if (!panel) return;
  for (const choice of panel.querySelectorAll<HTMLInputElement>('input[name="preview-lang"]')) {
    choice.addEventListener('change', () => {
      if (!choice.checked) return;
      for (const frame of panel.querySelectorAll<HTMLIFrameElement>('iframe[data-src]')) {
        const url = new URL(frame.dataset.src ?? '', window.location.href);
        url.searchParams.set('lang', choice.value);
        frame.src = url.pathname + url.search;
      }
    });
  }
  const copy = panel.querySelector<HTMLButtonElement>('[data-copy-link]');
  const link = panel.querySelector<HTMLInputElement>('[data-preview-link]');
  const said = panel.querySelector<HTMLElement>('[data-copy-status]');
  copy?.addEventListener('click', async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.value);
      if (said) said.textContent = copy.dataset.done ?? '';
    } catch {
      link.select();
    }
  });
}
