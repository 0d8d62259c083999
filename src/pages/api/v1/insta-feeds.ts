import { endpoint } from '~/server/http/endpoint';
import { instagramFeed } from '~/server/promotions/instagram.service';

export const GET = endpoint(async () => ({ data: await instagramFeed() }));
