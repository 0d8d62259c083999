import type { APIRoute } from 'astro';
import { pagesSitemap } from '~/server/seo/sitemap';

const XML = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

export const GET: APIRoute = async ({ url }) => new Response(await pagesSitemap(url.origin), { headers: XML });
