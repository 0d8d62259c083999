/** Addresses of the custom-order pages and calls, for pages and the browser alike. */
export const customOrderPath = (id?: number) =>
  id === undefined ? '/my-page/custom-fragrance' : `/my-page/custom-fragrance/${id}/show`;

export const customOrderApi = (id?: number) =>
  id === undefined ? '/api/v1/custom-fragrance' : `/api/v1/custom-fragrance/${id}`;

export const SERVICE_REQUEST_API = '/api/v1/custom-fragrance/requests';
export const SERVICE_PAGE = '/custom/fragrance_service';
