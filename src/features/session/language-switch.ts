import type { Language } from '~/lib/constants';
import { otherLocale, switchQuestion } from './locale';

/**
 * Confirm, switch language and currency on the server and locally, then reload at the top of the
 * page; cancel changes nothing.
 */
export function bindLanguageSwitch(button: HTMLElement): void {
  button.addEventListener('click', async () => {
    // Loaded on first use so that pages where nobody switches carry none of it.
    const [{ confirmDialog }, { postJson }, { setLocale }] = await Promise.all([
      import('~/lib/dialog'),
      import('~/lib/http'),
      import('./session.store'),
    ]);
    const lang = (button.dataset.lang === 'en' ? 'en' : 'kr') as Language;
    if (!(await confirmDialog({ message: switchQuestion(lang) }))) return;
    const next = otherLocale(lang);
    await postJson('/api/v1/language', next);
    setLocale(next.lang, next.currency);
    // The page in the other language is read from its start: the reload opens it at the top, not
    // at a height measured on the page just left, whose text had other lengths.
    window.scrollTo({ top: 0, behavior: 'instant' });
    window.location.reload();
  });
}
