/**
 * Plural forms for counted words, chosen by `Intl.PluralRules`: "1 notification", "2 notifications".
 * A translation writes the forms in ICU's plural syntax, `#` standing for the count as given:
 * `{count, plural, one {# notification} other {# notifications}}`. Korean needs none (its one form
 * is `other`), so only translations carry them.
 */

const RULES = new Map<string, Intl.PluralRules>();

/** The plural category of `count` in `locale` (English by default): 'one', 'other', … */
export function pluralCategory(count: number, locale = 'en'): Intl.LDMLPluralRule {
  let rules = RULES.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    RULES.set(locale, rules);
  }
  return rules.select(count);
}

/** A count written for display ("1,234", 3) as the number it stands for; NaN when it is none. */
function countOf(value: string | number): number {
  return typeof value === 'number' ? value : Number(value.replace(/[,\s]/g, ''));
}

/**
 * The form of `forms` for `count`: an exact `=n` form first, then the category's, then `other`;
 * `#` in it becomes the count as given (a formatted "1,234" stays so).
 */
export function plural(
  count: string | number,
  forms: Partial<Record<Intl.LDMLPluralRule | `=${number}`, string>>,
  locale = 'en',
): string {
  const n = countOf(count);
  const chosen =
    forms[`=${n}`] ?? (Number.isFinite(n) ? forms[pluralCategory(n, locale)] : undefined) ?? forms.other ?? '';
  return chosen.replaceAll('#', String(count));
}

const BLOCK = /\{(\w+),\s*plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const FORM = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

/**
 * Replaces each `{name, plural, one {…} other {…}}` of `text` with the form for `vars[name]`; a block
 * whose count is not given stays as written.
 */
export function fillPlurals(text: string, vars: Record<string, string | number>, locale = 'en'): string {
  if (!text.includes(', plural,') && !text.includes(',plural,')) return text;
  return text.replace(BLOCK, (whole, name: string, body: string) => {
    const value = vars[name];
    if (value === undefined) return whole;
    const forms = Object.fromEntries([...body.matchAll(FORM)].map((m) => [m[1], m[2]]));
    return plural(value, forms, locale);
  });
}
