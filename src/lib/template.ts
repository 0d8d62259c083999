/**
 * Renders a server template tree (CMS pages, the weekly line-up) to HTML through a whitelist:
 * known tags only, `class`, a filtered `style`, and `props.innerText` as text. Links and images
 * keep only safe URLs. Nothing in a template can run script.
 */
import { escapeHtml } from './html';

export type TemplateNode = {
  id?: string | number;
  tag?: string;
  option?: {
    class?: string;
    style?: string;
    props?: { innerText?: string; href?: string; src?: string; alt?: string; target?: string };
  };
  children?: TemplateNode[];
};

/** The tags a template may use; any other is dropped when rendering and refused when saving. */
export const TEMPLATE_TAGS: ReadonlySet<string> = new Set([
  'div',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'figure',
  'figcaption',
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'span',
  'strong',
  'em',
  'b',
  'i',
  'small',
  'br',
  'hr',
  'a',
  'img',
  'ul',
  'ol',
  'li',
  'blockquote',
]);
const VOID = new Set(['br', 'hr', 'img']);
/** The style properties a template may set. */
export const TEMPLATE_STYLE_PROPS: ReadonlySet<string> = new Set([
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'font-style',
  'text-align',
  'text-decoration',
  'line-height',
  'letter-spacing',
  'margin',
  'margin-top',
  'margin-bottom',
  'margin-left',
  'margin-right',
  'padding',
  'padding-top',
  'padding-bottom',
  'padding-left',
  'padding-right',
  'width',
  'max-width',
  'height',
  'border-radius',
  'display',
  'gap',
  'flex-direction',
  'justify-content',
  'align-items',
  'flex-wrap',
  'opacity',
]);
export const MAX_DEPTH = 12;
export const MAX_NODES = 500;

export function safeClass(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .split(/\s+/)
    .filter((c) => /^[A-Za-z_-][\w-]{0,63}$/.test(c))
    .slice(0, 20)
    .join(' ');
}

/** Keeps whitelisted properties whose values carry no functions, escapes or markup. */
export function safeStyle(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .split(';')
    .map((decl) => {
      const at = decl.indexOf(':');
      if (at < 0) return '';
      const prop = decl.slice(0, at).trim().toLowerCase();
      const val = decl.slice(at + 1).trim();
      if (!TEMPLATE_STYLE_PROPS.has(prop)) return '';
      if (!/^[#\w\s.,%-]+$/.test(val) || /(expression|javascript|url|var|attr|image|\\)/i.test(val)) return '';
      return `${prop}: ${val}`;
    })
    .filter(Boolean)
    .join('; ');
}

/** Relative paths, http(s), mailto and tel; anything else (javascript:, data:, //host) is dropped. */
export function safeUrl(value: unknown, { images = false } = {}): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  if (/^\/(?!\/)/.test(url) || /^#[\w-]*$/.test(url)) return url;
  if (/^https?:\/\//i.test(url)) return url;
  if (!images && /^(mailto|tel):[^\s<>"']+$/i.test(url)) return url;
  return undefined;
}

/** `translate` (optional) turns each text into the page's language; it must return plain text. */
export function renderTemplate(
  root: TemplateNode | null | undefined,
  translate: (text: string) => string = (t) => t,
): string {
  let budget = MAX_NODES;
  const walk = (node: TemplateNode | null | undefined, depth: number): string => {
    if (!node || typeof node !== 'object' || depth > MAX_DEPTH || budget-- <= 0) return '';
    const tag = typeof node.tag === 'string' ? node.tag.toLowerCase() : '';
    const props = node.option?.props ?? {};
    // biome-ignore lint/performance/useDomNodeTextContent: a field of the stored template, not the DOM property
    const { innerText } = props;
    const text = typeof innerText === 'string' ? escapeHtml(translate(innerText)) : '';
    const children = Array.isArray(node.children) ? node.children.map((c) => walk(c, depth + 1)).join('') : '';
    if (!TEMPLATE_TAGS.has(tag)) return text + children;
    const attrs: string[] = [];
    const cls = safeClass(node.option?.class);
    if (cls) attrs.push(`class="${escapeHtml(cls)}"`);
    const style = safeStyle(node.option?.style);
    if (style) attrs.push(`style="${escapeHtml(style)}"`);
    if (tag === 'a') {
      const href = safeUrl(props.href);
      if (href) attrs.push(`href="${escapeHtml(href)}"`);
      if (props.target === '_blank') attrs.push('target="_blank" rel="noopener noreferrer"');
    }
    if (tag === 'img') {
      const src = safeUrl(props.src, { images: true });
      if (!src) return '';
      attrs.push(
        `src="${escapeHtml(src)}"`,
        `alt="${escapeHtml(typeof props.alt === 'string' ? props.alt : '')}"`,
        'loading="lazy"',
      );
    }
    const open = `<${tag}${attrs.length ? ` ${attrs.join(' ')}` : ''}>`;
    return VOID.has(tag) ? open : `${open}${text}${children}</${tag}>`;
  };
  return walk(root, 0);
}
