import { describe, expect, it } from 'vitest';
import { iconSrc } from './icon-src';

describe('iconSrc', () => {
  it('points at the svg named after the icon in /images/icons', () => {
    expect(iconSrc('scent')).toBe('/images/icons/scent.svg');
  });
});
