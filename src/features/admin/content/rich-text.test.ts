import { describe, expect, it } from 'vitest';
import { isAllowedLink, storedHtml, uploadedPicture } from './rich-text';

describe('isAllowedLink', () => {
  it.each([
    'https://www.example.com/a?b=1#c',
    'http://example.com',
    'mailto:shop@example.com',
    '/shop/category/3',
    '/',
    '  /notice/12  ',
  ])('links to the web, to mail and to the shop’s own paths: %s', (url) => {
    expect(isAllowedLink(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<b>x</b>',
    '//evil.example.com',
    '/\\evil.example.com',
    'https://',
    'https:///path',
    'http://exa mple.com',
    'ftp://example.com',
    'tel:0212345678',
    'mailto:',
    'mailto:nobody',
    'example.com',
    'shop/category',
    '',
  ])('refuses every other address: %s', (url) => {
    expect(isAllowedLink(url)).toBe(false);
  });
});

describe('storedHtml', () => {
  it('sends nothing for an empty document', () => {
    expect(storedHtml('<p></p>', true)).toBe('');
  });

  it('drops the empty paragraph kept after a closing picture, and nothing else', () => {
    expect(storedHtml('<p>a</p><img src="/media/x.webp"><p></p>', false)).toBe('<p>a</p><img src="/media/x.webp">');
    expect(storedHtml('<p></p><p>a</p>', false)).toBe('<p></p><p>a</p>');
  });
});

describe('uploadedPicture', () => {
  it('reads the stored picture the upload answered', () => {
    const answer = { data: { url: '/media/content/uploads/a.webp', width: 1600, height: 800 } };
    expect(uploadedPicture(answer)).toEqual(answer.data);
  });

  it.each([
    undefined,
    null,
    {},
    { data: { url: 'https://elsewhere.example.com/a.webp', width: 1, height: 1 } },
    { data: { url: '/media/a.webp', width: 0, height: 1 } },
    { data: { url: '/media/a.webp', width: '10', height: 1 } },
  ])('refuses any other answer: %j', (answer) => {
    expect(uploadedPicture(answer)).toBeUndefined();
  });
});
