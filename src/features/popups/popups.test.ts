import { describe, expect, it } from 'vitest';
import { clickPlatform, isKorean, type Popup, popupImage, popupLink } from './popups';

const popup: Popup = {
  id: 1,
  type: 'normal',
  title: '여름 세일',
  active: true,
  thumbnail_ko: '/ko.jpg',
  thumbnail_en: '/en.jpg',
  link: '/shop/category/12',
  link_en: 'https://example.test/sale',
};

describe('popup choices by language', () => {
  it('the session kr and the page ko are both Korean; en is English', () => {
    expect(isKorean('kr')).toBe(true);
    expect(isKorean('ko')).toBe(true);
    expect(isKorean('en')).toBe(false);
  });

  it('the image is thumbnail_ko for Korean and thumbnail_en for English', () => {
    expect(popupImage(popup, 'ko')).toBe('/ko.jpg');
    expect(popupImage(popup, 'en')).toBe('/en.jpg');
  });

  it('the link is link for Korean and link_en otherwise', () => {
    expect(popupLink(popup, 'kr')).toBe('/shop/category/12');
    expect(popupLink(popup, 'en')).toBe('https://example.test/sale');
  });

  it('a missing or blank link means there is nowhere to go', () => {
    expect(popupLink({ ...popup, link: null }, 'ko')).toBeNull();
    expect(popupLink({ ...popup, link_en: '  ' }, 'en')).toBeNull();
  });
});

describe('clickPlatform', () => {
  it('is pc above 1024 px and mobile at 1024 px or less', () => {
    expect(clickPlatform(1025)).toBe('pc');
    expect(clickPlatform(1024)).toBe('mobile');
    expect(clickPlatform(375)).toBe('mobile');
  });
});
