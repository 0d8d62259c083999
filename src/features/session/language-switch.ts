import { confirmDialog } from '~/features/dialog/dialog.store';
import type { Language } from '~/lib/constants';
import { postJson } from '~/lib/http';
import { otherLocale, switchQuestion } from './locale';
import { setLocale } from './session.store';

/** Confirm, switch language and currency on the server and locally, then reload; cancel changes nothing. */
export function bindLanguageSwitch(button: HTMLElement): void {
  button.addEventListener('click', async () => {
    const lang = (button.dataset.lang === 'en' ? 'en' : 'kr') as Language;
    if (!(await confirmDialog({ message: switchQuestion(lang) }))) return;
    const next = otherLocale(lang);
    await postJson('/api/v1/language', next);
    setLocale(next.lang, next.currency);
    window.location.reload();
  });
}
