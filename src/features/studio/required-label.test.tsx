// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogue';
import { EMPTY_COMPOSITION } from './composition';
import { KO_STUDIO_LABELS, translateLabels } from './studio.labels';
import { TypePicker } from './TypePicker';

afterEach(cleanup);

const catalogue = {
  types: [
    {
      type: 'candle',
      name: '컨테이너 캔들',
      name_en: 'Container candle',
      sizes: [{ ml: 200 }],
      bases: [{ id: 1, name: '소이 왁스', name_en: 'Soy wax', safety_no: 'CB21-0001', available: true }],
    },
  ],
} as unknown as Catalogue;

describe('the studio’s required fields', () => {
  it('speak their required mark in the page’s language (not a Korean “(필수)” on an English page)', () => {
    const english = translateLabels(KO_STUDIO_LABELS, (text) =>
      text === '필수' ? 'required' : text === '제품 종류' ? 'Product type' : text,
    );
    const noop = () => undefined;
    render(
      <TypePicker
        catalogue={catalogue}
        composition={{ ...EMPTY_COMPOSITION, type: 'candle', sizeMl: 200 }}
        labels={english}
        lang="en"
        onType={noop}
        onSize={noop}
        onBase={noop}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Product type (required)' })).toBeDefined();
    expect(screen.queryByText('(필수)')).toBeNull();
  });
});
