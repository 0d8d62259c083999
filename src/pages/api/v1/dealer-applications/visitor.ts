import { visitorRoutes } from '~/server/partners/partner.routes';

/** A visitor's dealer application, without an account (rate-limited per address). See docs/api/partners.md. */
const routes = visitorRoutes('dealer');
export const POST = routes.POST;
export const ALL = routes.ALL;
