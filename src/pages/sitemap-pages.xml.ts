import type { APIRoute } from 'astro';
import { publicOrigin } from '~/server/http/public-origin';
import { pagesSitemap } from '~/server/seo/sitemap.service';

const XML = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

export const GET: APIRoute = async ({ url }) => new Response(await pagesSitemap(publicOrigin(url)), { headers: XML });
