import { visitorRoutes } from '~/server/partners/partner.routes';

/** A visitor's wholesale application, without an account (rate-limited per address). See docs/api/partners.md. */
const routes = visitorRoutes('wholesale');
export const POST = routes.POST;
export const ALL = routes.ALL;
