import { describe, expect, it } from 'vitest';
import { BASE_COLOUR, depthOf, mixSwatches, pieceColour } from './colour';

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

describe('colour mixing in OKLab', () => {
  it('leaves an uncoloured piece its base colour', () => {
    expect(pieceColour('candle', 200, [])).toBe(BASE_COLOUR.candle);
  });
  it('mixes red and blue into a purple, not the grey an RGB average makes darker', () => {
    const mixed = mixSwatches([
      { swatch: '#ff0000', drops: 1, kind: 'dye' },
      { swatch: '#0000ff', drops: 1, kind: 'dye' },
    ]) as string;
    const [r, g, b] = rgb(mixed);
    expect(r).toBeGreaterThan(g);
    expect(b).toBeGreaterThan(g);
    // The RGB average #800080 is darker than the perceptual mix.
    expect(r + g + b).toBeGreaterThan(0x80 * 2);
  });
  it('weights by drops', () => {
    const mostlyRed = rgb(
      mixSwatches([
        { swatch: '#ff0000', drops: 3, kind: 'dye' },
        { swatch: '#0000ff', drops: 1, kind: 'dye' },
      ]) as string,
    );
    expect(mostlyRed[0]).toBeGreaterThan(mostlyRed[2]);
  });
  it('deepens with drops per 100 ml: more drops or a smaller piece is deeper', () => {
    expect(depthOf(0, 200)).toBe(0);
    expect(depthOf(4, 200)).toBeLessThan(depthOf(8, 200));
    expect(depthOf(4, 100)).toBeCloseTo(depthOf(8, 200), 6);
    const light = rgb(pieceColour('candle', 200, [{ swatch: '#0000ff', drops: 1, kind: 'dye' }]));
    const deep = rgb(pieceColour('candle', 200, [{ swatch: '#0000ff', drops: 10, kind: 'dye' }]));
    expect(deep[0]).toBeLessThan(light[0]);
  });
  it('tints less with mica than with dye drop for drop', () => {
    const dye = rgb(pieceColour('diffuser', 100, [{ swatch: '#d4a017', drops: 2, kind: 'dye' }]));
    const mica = rgb(pieceColour('diffuser', 100, [{ swatch: '#d4a017', drops: 2, kind: 'mica' }]));
    expect(mica[2]).toBeGreaterThan(dye[2]);
  });
});
