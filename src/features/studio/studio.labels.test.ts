import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en';
import { KO_STUDIO_LABELS, studioTexts, translateLabels } from './studio.labels';
import { KO_STUDIO_ORDER_LABELS } from './studio-order.labels';

describe("the studio's words", () => {
  it('have English for every Korean label the islands show', () => {
    const texts = [...studioTexts(KO_STUDIO_LABELS), ...studioTexts(KO_STUDIO_ORDER_LABELS)];
    expect(texts.filter((text) => !(text in en))).toEqual([]);
  });

  it('are translated in depth, keeping the shape the islands read', () => {
    const english = translateLabels(KO_STUDIO_LABELS, (text) => en[text] ?? text);
    expect(english.families.citrus).toBe('Citrus');
    expect(english.tour.save.title).toBe('Save');
    expect(Object.keys(english.roles)).toEqual(['top', 'middle', 'base']);
  });
});
