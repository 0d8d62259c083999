import { describe, expect, it } from 'vitest';
import { operatorBody, sanitizeRichText } from './sanitize';

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

describe("an operator's body", () => {
  it('goes through the same whitelist: no script, no onerror, no javascript: link', () => {
    const out = operatorBody(
      '<p>배송 안내</p><script>alert(1)</script><img src="https://x.test/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    );
    expect(out).toBe('<p>배송 안내</p><img src="https://x.test/a.png" loading="lazy" /><a>x</a>');
  });

  it('makes plain text into paragraphs, escaping what looks like markup', () => {
    expect(operatorBody('첫 줄\n둘째 줄\n\n새 문단 1 < 2 & 3')).toBe(
      '<p>첫 줄<br />둘째 줄</p><p>새 문단 1 &lt; 2 &amp; 3</p>',
    );
  });
});
