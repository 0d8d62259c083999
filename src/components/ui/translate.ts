import { fill } from '~/lib/i18n';

/** A page's translator; the kit writes Korean and the English page passes its own `t`. */
export type Translate = (text: string) => string;

export const untranslated: Translate = (text) => text;

/** Translates first, then fills `{name}` placeholders, so a translator may keep or fill them. */
export function say(t: Translate, text: string, vars?: Record<string, string | number>): string {
  return fill(t(text), vars);
}
