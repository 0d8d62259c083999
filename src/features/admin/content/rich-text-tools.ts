import type { Editor } from '@tiptap/core';
import type { RichTextLabels } from './rich-text';

export type ToolName = Exclude<
  keyof RichTextLabels,
  'toolbar' | 'linkPrompt' | 'linkInvalid' | 'imageAlt' | 'uploading' | 'uploadFailed'
>;

/** What a button asks of the editor island beyond a command: a link's address, a picture's file. */
export type ToolActions = { link: () => void; picture: () => void };

export type Tool = {
  name: ToolName;
  /** What the button shows, its label being its accessible name; without one it shows its label. */
  glyph?: string;
  /** Starts a group of buttons (a gap before it). */
  first?: boolean;
  /** Pressed when the mark or block is at the cursor; buttons without it are plain actions. */
  pressed?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
  run: (editor: Editor, actions: ToolActions) => void;
};

const at = (editor: Editor) => editor.chain().focus();

/** The toolbar's buttons in order: blocks, marks, lists and quote, link and picture, history. */
export const TOOLS: readonly Tool[] = [
  {
    name: 'paragraph',
    glyph: '¶',
    first: true,
    pressed: (e) => e.isActive('paragraph'),
    run: (e) => at(e).setParagraph().run(),
  },
  {
    name: 'heading2',
    glyph: 'H2',
    pressed: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => at(e).toggleHeading({ level: 2 }).run(),
  },
  {
    name: 'heading3',
    glyph: 'H3',
    pressed: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => at(e).toggleHeading({ level: 3 }).run(),
  },
  { name: 'bold', glyph: 'B', first: true, pressed: (e) => e.isActive('bold'), run: (e) => at(e).toggleBold().run() },
  { name: 'italic', glyph: 'I', pressed: (e) => e.isActive('italic'), run: (e) => at(e).toggleItalic().run() },
  {
    name: 'underline',
    glyph: 'U',
    pressed: (e) => e.isActive('underline'),
    run: (e) => at(e).toggleUnderline().run(),
  },
  { name: 'strike', glyph: 'S', pressed: (e) => e.isActive('strike'), run: (e) => at(e).toggleStrike().run() },
  {
    name: 'bulletList',
    glyph: '•',
    first: true,
    pressed: (e) => e.isActive('bulletList'),
    run: (e) => at(e).toggleBulletList().run(),
  },
  {
    name: 'orderedList',
    glyph: '1.',
    pressed: (e) => e.isActive('orderedList'),
    run: (e) => at(e).toggleOrderedList().run(),
  },
  { name: 'quote', glyph: '❝', pressed: (e) => e.isActive('blockquote'), run: (e) => at(e).toggleBlockquote().run() },
  { name: 'link', first: true, pressed: (e) => e.isActive('link'), run: (_, actions) => actions.link() },
  {
    name: 'unlink',
    enabled: (e) => e.isActive('link'),
    run: (e) => at(e).extendMarkRange('link').unsetLink().run(),
  },
  { name: 'image', run: (_, actions) => actions.picture() },
  { name: 'undo', glyph: '↶', first: true, enabled: (e) => e.can().undo(), run: (e) => at(e).undo().run() },
  { name: 'redo', glyph: '↷', enabled: (e) => e.can().redo(), run: (e) => at(e).redo().run() },
];
