import { describe, expect, it } from 'vitest';
import { attr, escapeHtml, html, jsonForScript, Markup } from './html';

describe('html templates', () => {
  it('escapes every value put into text or an attribute', () => {
    const name = `<script>alert("x")</script> & 'quotes'`;
    expect(html`<a title="${name}">${name}</a>`.value).toBe(
      '<a title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;</a>',
    );
  });

  it('cannot be closed out of a quoted attribute', () => {
    const out = html`<img src="${'x" onerror="alert(1)'}">`.value;
    expect(out).toBe('<img src="x&quot; onerror=&quot;alert(1)">');
    expect(out).not.toContain('" onerror="');
  });

  it('keeps markup made by html as it is, and escapes the same text given as a string', () => {
    const inner = html`<b>${'소이 & 캔들'}</b>`;
    expect(html`<p>${inner}</p>`.value).toBe('<p><b>소이 &amp; 캔들</b></p>');
    expect(html`<p>${'<b>x</b>'}</p>`.value).toBe('<p>&lt;b&gt;x&lt;/b&gt;</p>');
    expect(inner).toBeInstanceOf(Markup);
    expect(String(inner)).toBe('<b>소이 &amp; 캔들</b>');
  });

  it('joins lists, writes numbers, and adds nothing for null, undefined, true or false', () => {
    const items = ['a<', 'b'].map((x) => html`<li>${x}</li>`);
    expect(html`<ul>${items}</ul>`.value).toBe('<ul><li>a&lt;</li><li>b</li></ul>');
    expect(html`${0}|${1.5}|${-3}`.value).toBe('0|1.5|-3');
    expect(html`[${null}${undefined}${false}${true}]`.value).toBe('[]');
    const soldOut = false;
    expect(html`<a>${soldOut && html`<span>품절</span>`}</a>`.value).toBe('<a></a>');
  });

  it('leaves plain text as it is and escapes each special character', () => {
    expect(escapeHtml('라벤더 디퓨저 200ml')).toBe('라벤더 디퓨저 200ml');
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('attr writes an attribute only when it has a value', () => {
    expect(html`<b${attr('data-wi-id', 7)}>`.value).toBe('<b data-wi-id="7">');
    expect(html`<b${attr('data-wi-id', undefined)}${attr('x', null)}${attr('y', false)}>`.value).toBe('<b>');
    expect(html`<b${attr('hidden', true)}>`.value).toBe('<b hidden>');
    expect(html`<b${attr('title', '"a"')}>`.value).toBe('<b title="&quot;a&quot;">');
    expect(html`<b${attr('data-n', 0)}>`.value).toBe('<b data-n="0">');
  });
});

describe('jsonForScript', () => {
  it('embeds data that cannot close its script element, and reads back as the same value', () => {
    const value = { title: '</script><script>alert(1)</script>', n: 1 };
    const text = jsonForScript(value);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(value);
  });
});
