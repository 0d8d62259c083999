import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

describe('stored rich text', () => {
  it('keeps headings, lists, emphasis, links and images', () => {
    const html =
      '<h2>재료</h2><ul><li><strong>소이왁스</strong> 200g</li></ul><p><a href="/shop/category/1">보기</a></p><img src="/media/a.webp" alt="캔들">';
    expect(sanitizeRichText(html)).toBe(
      '<h2>재료</h2><ul><li><strong>소이왁스</strong> 200g</li></ul><p><a href="/shop/category/1">보기</a></p><img src="/media/a.webp" alt="캔들" loading="lazy" />',
    );
  });

  it('removes scripts, event handlers, inline styles and javascript: links', () => {
    const html =
      '<p onclick="x()" style="position:fixed">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a><iframe src="https://x"></iframe>';
    const out = sanitizeRichText(html);
    expect(out).toBe('<p>a</p><a>b</a>');
  });

  it('adds noopener to links that open a new tab', () => {
    expect(sanitizeRichText('<a href="https://x.test" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
});
