import type { Editor } from '@tiptap/core';
import { isAllowedLink, type RichTextLabels } from './rich-text';

/**
 * Asks for the address of the link at the cursor or on the selection. Empty removes the link; an
 * address the shop does not link to is refused. Answers the status line's new text.
 */
export function promptLink(editor: Editor, labels: Pick<RichTextLabels, 'linkPrompt' | 'linkInvalid'>): string {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const answer = window.prompt(labels.linkPrompt, current);
  if (answer === null) return '';
  const href = answer.trim();
  if (href === '') {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    return '';
  }
  if (!isAllowedLink(href)) return labels.linkInvalid;
  if (editor.state.selection.empty && !editor.isActive('link')) {
    // Nothing selected to carry the link: the address itself becomes the linked text.
    editor
      .chain()
      .focus()
      .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
      .run();
  } else {
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  }
  return '';
}
