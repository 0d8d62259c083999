import { translate } from '~/lib/i18n';
import { MAX_TERMS } from './translation.schema.ts';
import { queueMissingTerm } from './translation.service.ts';

/** The page's translator: `t('장바구니')`, `t('후기 {count}', { count: 3 })`; a missing term is queued. */
export function translatorFor(locals: App.Locals) {
  return (text: string, vars?: Record<string, string | number>) => {
    const result = translate(text, locals.lang, locals.dict, vars);
    // A term with no Korean in it (a brand, `Weekly Line-up`) reads the same in English.
    if (result.missing && KOREAN.test(text)) {
      queueMissingTerm(locals.lang, text);
      rememberMissing(locals, text, vars, result.text);
    }
    return result.text;
  };
}

/** The most missing terms one page lists for the browser (the terms call's own limit). */
const MAX_LISTED = MAX_TERMS;
/** Korean letters. */
const KOREAN = /[\u3131-\u318e\uac00-\ud7a3]/;

function rememberMissing(
  locals: App.Locals,
  source: string,
  vars: Record<string, string | number> | undefined,
  shown: string,
): void {
  locals.missingTerms ??= new Map();
  if (locals.missingTerms.size >= MAX_LISTED || locals.missingTerms.has(shown)) return;
  locals.missingTerms.set(shown, vars ? { s: source, v: vars } : { s: source });
}

export type Translator = ReturnType<typeof translatorFor>;
