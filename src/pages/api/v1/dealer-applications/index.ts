import { collectionRoutes } from '~/server/partners/partner.routes';

/** The member's own dealer applications (GET, paginated) and a new one (POST). See docs/api/partners.md. */
const routes = collectionRoutes('dealer');
export const GET = routes.GET;
export const HEAD = routes.HEAD;
export const POST = routes.POST;
export const ALL = routes.ALL;
