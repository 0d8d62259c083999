/**
 * Markup built as text, escaped unless it says otherwise. A part that a page repeats many times (a
 * product card: fourteen or more on every list page) is written with `html` instead of as nested
 * components, which cost more to render than the markup itself.
 *
 * Every value put into an `html` template is escaped, in text and in attribute values alike, except
 * markup made by `html` itself: nothing a product's data holds can become a tag or leave an attribute.
 */
export class Markup {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

/** What a template takes: text and numbers (escaped), markup (as it is), lists, and nothing. */
export type HtmlValue = Markup | string | number | boolean | null | undefined | readonly HtmlValue[];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const SPECIAL = /[&<>"']/;
const SPECIALS = /[&<>"']/g;

/** Text that is safe both between tags and inside a quoted attribute value. */
export function escapeHtml(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ESCAPES[c] ?? c) : text;
}

function part(value: HtmlValue): string {
  if (value instanceof Markup) return value.value;
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return escapeHtml(value);
  let out = '';
  for (const item of value) out += part(item);
  return out;
}

/**
 * A template of markup: `html\`<a href="${href}">${name}</a>\``. `null`, `undefined`, `true` and
 * `false` add nothing, so `${soldOut && html\`…\`}` adds its markup only when it applies.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Markup {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) out += part(values[i]) + strings[i + 1];
  return new Markup(out);
}

/** ` name="value"`, or nothing when the value is `null`, `undefined` or `false`. */
export function attr(name: string, value: string | number | boolean | null | undefined): Markup {
  if (value === null || value === undefined || value === false) return new Markup('');
  return new Markup(value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`);
}

/**
 * A value as the text of a `<script type="application/json">` element (or JSON-LD): `<` is written as
 * `\u003c`, so no value can close the element early. The one way the shop embeds data in a page.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
