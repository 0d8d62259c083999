import { otherMethods } from '~/server/http/endpoint';
import { lookupRoute } from '~/server/partners/partner.routes';

/** An application by its receipt number and the contact it was sent with. See docs/api/partners.md. */
export const POST = lookupRoute;
export const ALL = otherMethods('POST');
