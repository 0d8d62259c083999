import type { AstroGlobal } from 'astro';
import { en } from '~/i18n/en';
import { type Dictionary, translate } from '~/lib/i18n';

const DICTIONARIES: Record<string, Dictionary> = { en };

/** The page's translator: `t('장바구니')`, `t('후기 {count}', { count: 3 })`. */
export function translatorFor(locals: App.Locals) {
  const dict = DICTIONARIES[locals.lang];
  return (text: string, vars?: Record<string, string | number>) => translate(text, locals.lang, dict, vars).text;
}

export type Translator = ReturnType<typeof translatorFor>;

export function t(astro: Pick<AstroGlobal, 'locals'>, text: string, vars?: Record<string, string | number>): string {
  return translatorFor(astro.locals)(text, vars);
}
