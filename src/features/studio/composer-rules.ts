import type { Language } from '~/lib/constants';
import { pick } from '~/lib/i18n';
import { describeBlend, familyProfile } from '~/lib/studio/describe';
import { checkLoad, checkOilLimits, mergeErrors, type OilLimit } from '~/lib/studio/limits';
import type { Composition, Family, FieldErrors } from '~/lib/studio/types';
import type { Catalogue } from './catalogue';

/**
 * What the browser can tell at once, keyed like the API's errors and in the same words (the rules
 * are the server's own, from lib/studio): the load outside the type's range, an oil past its own
 * maximum of the whole product. The server checks everything again when it prices or saves.
 */
export function localErrors(c: Composition, catalogue: Catalogue, lang: Language): FieldErrors {
  const type = catalogue.types.find((t) => t.type === c.type);
  const oils = new Map<number, OilLimit>(
    catalogue.oils.map((o) => [o.id, { name: pick(o, 'name', lang), maxPercent: o.max_percent }]),
  );
  return mergeErrors(
    type ? checkLoad(c.loadPercent, type.load, pick(type, 'name', lang)) : {},
    checkOilLimits(c.notes, c.loadPercent, oils),
  );
}

/** The family bars and the plain-language description, as the person composes. */
export function profileOf(c: Composition, catalogue: Catalogue, lang: Language) {
  const notes = c.notes.map((n) => ({
    family: catalogue.oils.find((o) => o.id === n.materialId)?.family ?? ('fresh' as Family),
    role: n.role,
    share: n.share,
  }));
  const words = describeBlend(notes);
  return { profile: familyProfile(notes), description: lang === 'en' ? words.en : words.ko };
}
