// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon } from './Icon';

afterEach(cleanup);

describe('Icon', () => {
  it('renders the named svg from /images/icons as a decorative image', () => {
    const { container } = render(<Icon name="eco" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/images/icons/eco.svg');
    expect(img?.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is announced with its label when a label is given', () => {
    render(<Icon name="tool" label="도구" size={24} />);
    const img = screen.getByRole('img', { name: '도구' });
    expect(img.getAttribute('width')).toBe('24');
  });
});
