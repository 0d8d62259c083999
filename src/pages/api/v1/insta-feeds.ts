import { endpoint, otherMethods } from '~/server/http/endpoint';
import { instagramFeed } from '~/server/promotions/instagram.service';

export const GET = endpoint(async () => ({ data: await instagramFeed() }));
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
