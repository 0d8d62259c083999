import { alertDialog, confirmDialog, promptDialog } from '~/lib/dialog';
import { ApiError, deleteJson, patchJson, postJson } from '~/lib/http';
import { goTo, reloadPage } from '~/lib/navigation';
import type { Composition } from '~/lib/studio/types';
import { openFormula } from './studio.store';

export type FormulaWords = {
  renamePrompt: string;
  nameLabel: string;
  deleteConfirm: string;
  deleted: string;
  duplicated: string;
  failed: string;
};

const api = (id: string) => `/api/v1/formulas/${id}`;

async function refused(error: unknown, words: FormulaWords): Promise<void> {
  if (error instanceof ApiError && error.status === 422) {
    await alertDialog({ message: Object.values(error.fieldErrors).flat().join('\n') || words.failed });
  } else if (!(error instanceof ApiError)) {
    await alertDialog({ message: words.failed });
  }
}

const ACTIONS: Record<string, (button: HTMLElement, id: string, words: FormulaWords) => Promise<void>> = {
  async rename(button, id, words) {
    const current = button.dataset.name ?? '';
    const name = await promptDialog({ message: words.renamePrompt, inputLabel: words.nameLabel, maxLength: 40 });
    if (name === null || name === current) return;
    await patchJson(api(id), { name }, { handles: [422] });
    reloadPage();
  },
  async duplicate(_button, id, words) {
    const { data } = await postJson<{ data: { id: number } }>(`${api(id)}/duplicate`, {}, { handles: [422] });
    await alertDialog({ message: words.duplicated });
    goTo(`/my-page/formula/${data.id}/show`);
  },
  async delete(_button, id, words) {
    if (!(await confirmDialog({ message: words.deleteConfirm }))) return;
    await deleteJson(api(id), { silent: true });
    await alertDialog({ message: words.deleted });
    goTo('/my-page/formula');
  },
  async open(button, id) {
    const composition = JSON.parse(button.dataset.composition ?? 'null') as Composition | null;
    if (!composition) return;
    openFormula(Number(id), button.dataset.name ?? '', composition);
    goTo('/custom/fragrance');
  },
};

/** The buttons of the member's formula list and formula page: one delegated listener. */
export function bindFormulaActions(root: Document): void {
  const words = JSON.parse(root.getElementById('formula-words')?.textContent ?? '{}') as FormulaWords;
  root.addEventListener('click', async (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-formula-action]') : null;
    const action = button && ACTIONS[button.dataset.formulaAction ?? ''];
    const id = button?.dataset.formulaId;
    if (!button || !action || !id || button.getAttribute('aria-busy') === 'true') return;
    button.setAttribute('aria-busy', 'true');
    try {
      await action(button, id, words);
    } catch (error) {
      await refused(error, words);
    } finally {
      button.removeAttribute('aria-busy');
    }
  });
}
