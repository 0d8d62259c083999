import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedLink } from './rich-text';

/**
 * The editor's schema, limited to what the shop's sanitiser keeps (src/server/content/sanitize.ts):
 * no code or code blocks, headings 2 and 3 only, links to the web, mail or the shop's own paths
 * (opening where the reader is: no `target` or `rel`), block pictures by address, never inline data.
 */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: false,
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isAllowedLink(url ?? ''),
    },
  }),
  Image.configure({ inline: false, allowBase64: false }),
];
