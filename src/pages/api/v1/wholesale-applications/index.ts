import { collectionRoutes } from '~/server/partners/partner.routes';

/** The member's own wholesale applications (GET, paginated) and a new one (POST). See docs/api/partners.md. */
const routes = collectionRoutes('wholesale');
export const GET = routes.GET;
export const HEAD = routes.HEAD;
export const POST = routes.POST;
export const ALL = routes.ALL;
