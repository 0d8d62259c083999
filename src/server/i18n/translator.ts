import { translate } from '~/lib/i18n';
import { queueMissingTerm } from './translation.service.ts';

/** The page's translator: `t('장바구니')`, `t('후기 {count}', { count: 3 })`; a missing term is queued. */
export function translatorFor(locals: App.Locals) {
  return (text: string, vars?: Record<string, string | number>) => {
    const result = translate(text, locals.lang, locals.dict, vars);
    if (result.missing) queueMissingTerm(locals.lang, text);
    return result.text;
  };
}

export type Translator = ReturnType<typeof translatorFor>;
