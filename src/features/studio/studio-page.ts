import { translatorFor } from '~/server/i18n/translator';
import { exchangeRate } from '~/server/money';
import { toCatalogueWire } from '~/server/studio/studio.serializer';
import { studioCatalogue } from '~/server/studio/studio.service';
import { KO_STUDIO_LABELS, translateLabels } from './studio.labels';

/** What every studio island is given: the shop's materials, its words, the page's language and money. */
export async function studioIslandProps(locals: App.Locals) {
  const t = translatorFor(locals);
  const [catalogue, krwPerUsd] = await Promise.all([studioCatalogue(), exchangeRate()]);
  return {
    catalogue: toCatalogueWire(catalogue),
    labels: translateLabels(KO_STUDIO_LABELS, (text) => t(text)),
    lang: locals.lang,
    currency: locals.currency,
    krwPerUsd,
  };
}
