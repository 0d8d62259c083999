import { itemsByFamily } from './catalog.data.ts';
import { FAMILIES, type Family } from './families.ts';
import type { ImageKind } from './images/product-art.ts';
import { lookSuffix, type ProductLook, type Scent } from './images/product-look.ts';
import { OPTION_SETS } from './options.data.ts';

/** Oils carry their family in their category. */
const FAMILY_SCENT: Partial<Record<Family, Scent>> = {
  'fo-floral': 'floral',
  'fo-fruity': 'fruity',
  'fo-woody': 'woody',
  'fo-citrus': 'citrus',
  'fo-gourmand': 'gourmand',
  'fo-signature': 'signature',
  'eo-single': 'herbal',
  'eo-blend': 'blend',
};
/** Finished scented pieces carry it in their name. */
const SCENTED: Family[] = ['candle', 'tin-candle', 'reed-diffuser', 'car-diffuser', 'room-spray'];
const NAME_SCENT: [RegExp, Scent][] = [
  [/라벤더|로즈|장미|자스민|피오니|프리지아|플로럴|블라썸|릴리|가드니아|튜베로즈|lavender|rose|floral/i, 'floral'],
  [/레몬|오렌지|자몽|베르가못|시트러스|유자|라임|만다린|citrus|lemon|orange/i, 'citrus'],
  [/우드|시더|샌달|앰버|머스크|베티버|파출리|숲|wood|cedar|amber|musk/i, 'woody'],
  [/바닐라|커피|초콜릿|카라멜|허니|쿠키|시나몬|vanilla|coffee|honey/i, 'gourmand'],
  [/베리|체리|피치|복숭아|애플|사과|무화과|망고|포도|berry|cherry|peach|apple|fig/i, 'fruity'],
  [/유칼립투스|민트|그린|허브|로즈마리|티트리|바질|세이지|eucalyptus|mint|green|herb/i, 'herbal'],
];
const SIZE = /^\d+(?:\.\d+)?\s*(?:ml|l|kg|g)$/i;
const SIZE_IN_NAME = /(\d+(?:\.\d+)?(?:ml|L|kg|g))(?![\w])/;

/**
 * How a product's main picture sets it apart: its scent family's colour (oils by category, finished
 * pieces by name) and its volume: the size it is sold in (the one without an extra price when it
 * has options, which is the price its card shows), else a size its name gives. Unscented products
 * with colour swatches keep their kind's pictures, whose colours the swatches match.
 */
export function productLook(family: Family, name: string, withOptions: boolean): ProductLook {
  const set = OPTION_SETS[family];
  const option = withOptions
    ? set?.options.find((o) => o.delta === 0)
    : set?.plain !== undefined
      ? set.options[set.plain]
      : undefined;
  const volume = option && SIZE.test(option.name) ? option.name : SIZE_IN_NAME.exec(name)?.[1];
  const scent =
    FAMILY_SCENT[family] ?? (SCENTED.includes(family) ? NAME_SCENT.find(([re]) => re.test(name))?.[1] : undefined);
  // Vessels, dyes and moulds are told apart by their colours, which their swatches open: kept.
  if (FAMILIES[family].swatches && !scent) return {};
  return { scent, volume };
}

/** Every look the catalog's main pictures take, once each, for the seed to render. */
export function productLooks(): { kind: ImageKind; look: ProductLook }[] {
  const items = itemsByFamily();
  const seen = new Map<string, { kind: ImageKind; look: ProductLook }>();
  for (const [family, info] of Object.entries(FAMILIES) as [Family, (typeof FAMILIES)[Family]][]) {
    for (const [name] of items[family] ?? [])
      for (const withOptions of OPTION_SETS[family] ? [true, false] : [false]) {
        const look = productLook(family, name, withOptions);
        const suffix = lookSuffix(look);
        if (suffix) seen.set(`${info.image}${suffix}`, { kind: info.image, look });
      }
  }
  return [...seen.values()];
}
