import type { APIRoute } from 'astro';
import { robotsTxt } from '~/server/seo/sitemap';

export const GET: APIRoute = ({ url }) =>
  new Response(robotsTxt(url.origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
