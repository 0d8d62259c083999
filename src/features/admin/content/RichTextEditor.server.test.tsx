import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichTextEditor } from './RichTextEditor';
import type { RichTextLabels } from './rich-text';
import { TOOLS } from './rich-text-tools';

const labels = new Proxy({} as RichTextLabels, { get: (_, key) => `[${String(key)}]` });

describe('RichTextEditor on the server', () => {
  it('renders the label, a disabled toolbar and the stored body in the form’s field before any script runs', () => {
    const html = renderToString(
      <RichTextEditor
        id="body"
        name="content"
        label="본문 내용"
        value={'<p>원래 "본문" & 그림</p>'}
        lang="en"
        uploadUrl="/api/admin/content/media"
        labels={labels}
      />,
    );
    expect(html).toContain('<p id="body-label" class="rte__label">본문 내용</p>');
    expect(html).toMatch(/role="toolbar" aria-label="\[toolbar\]"/);
    // The toolbar's tools and the switch to the body's HTML.
    const buttons = html.match(/<button[^>]*>/g) ?? [];
    expect(buttons.length).toBe(TOOLS.length + 1);
    expect(buttons.every((b) => b.includes('disabled=""') && b.includes('type="button"'))).toBe(true);
    expect(html).toContain(
      '<textarea name="content" hidden="" readOnly="">&lt;p&gt;원래 &quot;본문&quot; &amp; 그림&lt;/p&gt;</textarea>',
    );
    expect(html).toContain('data-error-for="content"');
  });
});
