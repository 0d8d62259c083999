import type { APIRoute } from 'astro';
import { publicOrigin } from '~/server/http/public-origin';
import { robotsTxt } from '~/server/seo/sitemap.service';

export const GET: APIRoute = ({ url }) =>
  new Response(robotsTxt(publicOrigin(url)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
