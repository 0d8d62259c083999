import type { StudioSettings } from '~/lib/studio/types';
import { studioCatalogue } from '../studio/studio.service.ts';

/** The five services of the custom studio, in the landing's order (CustomLanding's `id` is 1..5). */
export const CUSTOM_SERVICES = ['fragrance', 'chroma-studio', 'bottle', 'fragrance_service', 'studio-order'] as const;
export type CustomService = (typeof CUSTOM_SERVICES)[number];

/** The minimum pieces of the signature-scent service (the studio makes from one piece). */
export const SERVICE_MINIMUM = 30;
/** Working days of the signature-scent service from consultation to dispatch (steps of its page). */
export const SERVICE_LEAD_DAYS = { min: 19, max: 28 } as const;
/** The sample set of the signature-scent service, deducted from the production order. */
export const SERVICE_SAMPLE_PRICE = 50_000;

export type ServiceFacts = {
  service: CustomService;
  number: number;
  path: string;
  image: string;
  /** Working days from payment (or first consultation) to dispatch. */
  leadDays: { min: number; max: number };
  minimum: number;
  /** The lowest price it starts at, in won; null when it is only quoted. */
  priceFrom: number;
  /** Up to this many pieces the studio prices itself; above, the quotation page. */
  quoteAbove: number | null;
};

export type CustomLanding = {
  services: ServiceFacts[];
  tiers: StudioSettings['tiers'];
  labelFee: number;
  leadDays: number;
};

const lowestFee = (s: StudioSettings) =>
  Math.min(...Object.values(s.types).flatMap((type) => type.sizes.map((size) => size.making_fee)));

/**
 * The landing's facts from the studio's settings and materials: lead times, minimums, the lowest
 * making fee and label fee, and a picture of a real material for each service.
 */
export async function customLanding(): Promise<CustomLanding> {
  const { settings, materials } = await studioCatalogue();
  const thumb = (kinds: string[]) => materials.find((m) => kinds.includes(m.kind) && m.thumb)?.thumb ?? '';
  const studioDays = { min: settings.lead_days, max: settings.lead_days };
  const fee = lowestFee(settings);
  const facts = (service: CustomService, image: string, extra: Partial<ServiceFacts> = {}): ServiceFacts => ({
    service,
    number: CUSTOM_SERVICES.indexOf(service) + 1,
    path: `/custom/${service}`,
    image,
    leadDays: studioDays,
    minimum: 1,
    priceFrom: fee,
    quoteAbove: settings.quote_above,
    ...extra,
  });
  return {
    services: [
      facts('fragrance', thumb(['oil'])),
      facts('chroma-studio', thumb(['dye', 'mica'])),
      facts('bottle', thumb(['vessel']), { priceFrom: fee + settings.label_fee }),
      facts('fragrance_service', thumb(['base', 'vessel']), {
        leadDays: SERVICE_LEAD_DAYS,
        minimum: SERVICE_MINIMUM,
        priceFrom: SERVICE_SAMPLE_PRICE,
        quoteAbove: null,
      }),
      facts('studio-order', thumb(['lid', 'vessel'])),
    ],
    tiers: settings.tiers,
    labelFee: settings.label_fee,
    leadDays: settings.lead_days,
  };
}

/** CustomLanding's `id`: a service's number, 1 to 5; anything else names nothing. */
export function serviceNumber(raw: string | undefined): number | undefined {
  if (!raw || !/^[1-5]$/.test(raw)) return undefined;
  return Number(raw);
}
