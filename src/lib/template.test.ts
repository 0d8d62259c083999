import { describe, expect, it } from 'vitest';
import { renderTemplate, safeStyle, safeUrl, type TemplateNode } from './template';

describe('server template rendering (whitelist)', () => {
  it('renders known tags with class, filtered style and innerText as text', () => {
    const html = renderTemplate({
      tag: 'section',
      option: { class: 'lineup lineup--week', style: 'color: #333; text-align: center' },
      children: [
        { tag: 'h2', option: { props: { innerText: '이번 주 라인업' } } },
        { tag: 'a', option: { class: 'btn', props: { innerText: '보러 가기', href: '/shop/new-item' } } },
      ],
    });
    expect(html).toBe(
      '<section class="lineup lineup--week" style="color: #333; text-align: center"><h2>이번 주 라인업</h2><a class="btn" href="/shop/new-item">보러 가기</a></section>',
    );
  });

  it('escapes markup in innerText so it shows as text', () => {
    expect(renderTemplate({ tag: 'p', option: { props: { innerText: '<img src=x onerror=alert(1)>' } } })).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
    );
  });

  it('drops script, style, iframe and unknown tags but keeps their safe text and children', () => {
    const hostile: TemplateNode = {
      tag: 'div',
      children: [
        { tag: 'script', option: { props: { innerText: 'alert(1)' } } },
        { tag: 'iframe', option: { props: { src: 'https://evil.test' } as never } },
        { tag: 'style', option: { props: { innerText: 'body{display:none}' } } },
        { tag: 'svg', children: [{ tag: 'p', option: { props: { innerText: 'ok' } } }] },
      ],
    };
    const html = renderTemplate(hostile);
    expect(html).not.toMatch(/<script|<iframe|<style|<svg/i);
    expect(html).toContain('<p>ok</p>');
  });

  it('never emits event handler attributes, whatever the template carries', () => {
    const node = {
      tag: 'div',
      option: { class: 'a" onclick="alert(1)', props: { onclick: 'alert(1)' } },
    } as unknown as TemplateNode;
    const html = renderTemplate(node);
    expect(html).not.toMatch(/onclick/i);
  });

  it('keeps only safe link and image URLs', () => {
    expect(safeUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeUrl(' JaVaScRiPt:alert(1)')).toBeUndefined();
    expect(safeUrl('data:text/html,<script>')).toBeUndefined();
    expect(safeUrl('//evil.test/x')).toBeUndefined();
    expect(safeUrl('/shop/category/12')).toBe('/shop/category/12');
    expect(safeUrl('https://www.instagram.com/x')).toBe('https://www.instagram.com/x');
    expect(safeUrl('mailto:help@example.com')).toBe('mailto:help@example.com');
    expect(safeUrl('mailto:x@y', { images: true })).toBeUndefined();
    expect(renderTemplate({ tag: 'a', option: { props: { href: 'javascript:alert(1)', innerText: 'x' } } })).toBe(
      '<a>x</a>',
    );
    expect(renderTemplate({ tag: 'img', option: { props: { src: 'javascript:alert(1)' } } })).toBe('');
  });

  it('filters style to whitelisted properties without url(), expression() or escapes', () => {
    expect(safeStyle('color: red; background-image: url(javascript:alert(1))')).toBe('color: red');
    expect(safeStyle('width: expression(alert(1))')).toBe('');
    expect(safeStyle('color: \\72 ed')).toBe('');
    expect(safeStyle('position: fixed; z-index: 9999; font-size: 14px')).toBe('font-size: 14px');
  });

  it('opens links in a new tab only with noopener', () => {
    expect(renderTemplate({ tag: 'a', option: { props: { href: '/x', target: '_blank' } } })).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer"></a>',
    );
  });

  it('stops at a bounded depth and node count', () => {
    let deep: TemplateNode = { tag: 'span', option: { props: { innerText: 'bottom' } } };
    for (let i = 0; i < 50; i++) deep = { tag: 'div', children: [deep] };
    expect(renderTemplate(deep)).not.toContain('bottom');
    const wide: TemplateNode = { tag: 'ul', children: Array.from({ length: 2000 }, () => ({ tag: 'li' })) };
    expect(renderTemplate(wide).match(/<li>/g)?.length).toBeLessThan(500);
  });

  it('renders nothing for an empty or malformed template', () => {
    expect(renderTemplate(null)).toBe('');
    expect(renderTemplate('oops' as unknown as TemplateNode)).toBe('');
  });
});

describe('template text in the page language', () => {
  it('passes each innerText through the translator and still escapes the result', () => {
    const html = renderTemplate({ tag: 'p', option: { props: { innerText: '소이왁스' } } }, (t) =>
      t === '소이왁스' ? 'Soy <wax>' : t,
    );
    expect(html).toBe('<p>Soy &lt;wax&gt;</p>');
  });
});
