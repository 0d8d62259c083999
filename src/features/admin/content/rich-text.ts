/** The content editor's rules that need no editor: which links it makes, what it stores, what an upload answers. */

/**
 * A script that fills the body (a machine translation, say) dispatches this on the form's field,
 * the HTML as its `detail`; the editor shows it and writes it back as an edit (with its `input` event).
 */
export const SET_RICH_TEXT = 'rich-text:set';

/** The pictures the upload takes (the server checks the bytes again and re-encodes them as WebP). */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** A path of the shop's own: one slash, then no second slash or backslash (`//host` leaves the shop). */
const SHOP_PATH = /^\/(?![/\\])[^\s\\]*$/;
const MAIL = /^mailto:[^\s@/]+@[^\s@/]+$/i;
const WEB = /^https?:\/\/[^\s\\/?#][^\s\\]*$/i;

/**
 * Whether the editor may link to `input`: `https://` or `http://` with a host, `mailto:` with an
 * address, or a path of the shop starting with a single `/`. Nothing else (`javascript:`, `data:`,
 * `//host`, `tel:`, a bare `example.com`) becomes a link.
 */
export function isAllowedLink(input: string): boolean {
  const url = input.trim();
  if (SHOP_PATH.test(url) || MAIL.test(url)) return true;
  if (!WEB.test(url)) return false;
  try {
    return new URL(url).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The body as the form sends it: nothing for an empty document, and without the empty paragraph the
 * editor keeps after a closing picture so that one can type below it.
 */
export function storedHtml(html: string, empty: boolean): string {
  return empty ? '' : html.replace(/(?:<p><\/p>)+$/, '');
}

export type UploadedPicture = { url: string; width: number; height: number };

const isSize = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;

/** The stored picture an upload answered (`{ data: { url, width, height } }`), or undefined for anything else. */
export function uploadedPicture(answer: unknown): UploadedPicture | undefined {
  const data = (answer as { data?: Partial<Record<keyof UploadedPicture, unknown>> } | null)?.data;
  if (!data || typeof data.url !== 'string' || !data.url.startsWith('/media/')) return undefined;
  if (!isSize(data.width) || !isSize(data.height)) return undefined;
  return { url: data.url, width: data.width, height: data.height };
}

/** The editor's words in the page's language: the toolbar's name, each button's name, the prompts and the upload's status. */
export type RichTextLabels = {
  toolbar: string;
  paragraph: string;
  heading2: string;
  heading3: string;
  bold: string;
  italic: string;
  underline: string;
  strike: string;
  bulletList: string;
  orderedList: string;
  quote: string;
  link: string;
  linkPrompt: string;
  linkInvalid: string;
  unlink: string;
  image: string;
  imageAlt: string;
  uploading: string;
  uploadFailed: string;
  undo: string;
  redo: string;
  /** The switch between the editor and the body's HTML, and what it says. */
  source: string;
  visual: string;
  sourceNotice: string;
  sourceLoss: string;
};

/** The tags the editor's schema holds (a `b` or `i` becomes `strong` or `em`, nothing lost). */
const HELD = new Set([
  'p',
  'h2',
  'h3',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'br',
  'hr',
]);

/**
 * Whether the editor can hold `html` without losing any of it: only the tags it knows and no
 * `class` or `style`. A stored body with a table, a figure and its caption, a definition list or a
 * fourth-level heading is edited as HTML instead (the server's whitelist applies either way).
 */
export function editorCanHold(html: string): boolean {
  for (const match of html.matchAll(/<\/?([a-z][a-z0-9]*)\b([^>]*)>/gi)) {
    if (!HELD.has((match[1] ?? '').toLowerCase())) return false;
    if (/\s(class|style)\s*=/i.test(match[2] ?? '')) return false;
  }
  return true;
}
