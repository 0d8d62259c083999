import type { Family } from './families.ts';

export type OptionRow = { name: string; name_en: string; delta: number };
/**
 * Sizes or colours a product may be sold in. A product of the family sold without options takes the
 * `plain` one into its name and price (e.g. '… 100ml'); colour sets leave the name alone.
 */
export type OptionSet = { options: OptionRow[]; plain?: number };

const size = (name: string, delta: number): OptionRow => ({ name, name_en: name, delta });
const colour = (name: string, name_en: string, delta = 0): OptionRow => ({ name, name_en, delta });

const FRAGRANCE: OptionSet = { options: [size('50ml', 0), size('100ml', 5000), size('500ml', 31000)], plain: 1 };

export const OPTION_SETS: Partial<Record<Family, OptionSet>> = {
  'fo-floral': FRAGRANCE,
  'fo-fruity': FRAGRANCE,
  'fo-woody': FRAGRANCE,
  'fo-citrus': FRAGRANCE,
  'fo-gourmand': FRAGRANCE,
  'fo-signature': FRAGRANCE,
  'eo-single': { options: [size('10ml', 0), size('30ml', 11000), size('100ml', 32000)], plain: 0 },
  soy: { options: [size('1kg', 0), size('5kg', 42000)], plain: 0 },
  'diffuser-base': { options: [size('500ml', 0), size('1L', 9000)], plain: 0 },
  candle: { options: [size('200g', 0), size('400g', 14000)], plain: 0 },
  'reed-diffuser': { options: [size('100ml', 0), size('200ml', 12000)], plain: 0 },
  jar: { options: [colour('클리어', 'Clear'), colour('앰버', 'Amber', 300), colour('프로스트', 'Frosted', 500)] },
  dye: {
    options: [
      colour('레드', 'Red'),
      colour('옐로', 'Yellow'),
      colour('블루', 'Blue'),
      colour('그린', 'Green'),
      colour('퍼플', 'Purple'),
      colour('블랙', 'Black'),
    ],
  },
};
