import type { APIRoute } from 'astro';
import { publicOrigin } from '~/server/http/public-origin';
import { productSitemap } from '~/server/seo/sitemap.service';

const XML = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

/** One file of up to 50,000 product URLs; numbers past the last file are 404. */
export const GET: APIRoute = async ({ params, url }) => {
  const file = /^\d{1,6}$/.test(params.file ?? '') ? Number(params.file) : 0;
  const xml = await productSitemap(publicOrigin(url), file);
  if (!xml) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(xml, { headers: XML });
};
