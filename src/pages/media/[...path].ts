import type { APIRoute } from 'astro';
import { ifNoneMatchHits } from '~/server/http/etag';
import { isPublicMediaPath, MEDIA_WIDTHS, mediaFile, resizedMediaFile } from '~/server/media/media.service';

const SAFE_PATH = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i;

export const GET: APIRoute = async ({ params, request, url }) => {
  const path = params.path ?? '';
  const w = Number(url.searchParams.get('w'));
  const width = MEDIA_WIDTHS.find((allowed) => allowed === w);
  const safe = SAFE_PATH.test(path) && !path.includes('..') && isPublicMediaPath(path);
  const file = safe ? await (width ? resizedMediaFile(path, width) : mediaFile(path)) : undefined;
  if (!file)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const headers = {
    'Content-Type': file.mime,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: file.etag,
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  if (ifNoneMatchHits(request.headers.get('if-none-match'), file.etag))
    return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(file.bytes), { headers });
};
