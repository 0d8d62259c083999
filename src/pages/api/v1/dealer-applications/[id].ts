import { itemRoutes } from '~/server/partners/partner.routes';

/** One of the member's own dealer applications: read, edit or withdraw while received. See docs/api/partners.md. */
const routes = itemRoutes('dealer');
export const GET = routes.GET;
export const HEAD = routes.HEAD;
export const PUT = routes.PUT;
export const DELETE = routes.DELETE;
export const ALL = routes.ALL;
