import type { APIRoute } from 'astro';
import { publicOrigin } from '~/server/http/public-origin';
import { sitemapIndex } from '~/server/seo/sitemap.service';

const XML = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

/** The sitemap index: the pages file and the product files. */
export const GET: APIRoute = async ({ url }) => new Response(await sitemapIndex(publicOrigin(url)), { headers: XML });
