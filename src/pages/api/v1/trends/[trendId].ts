import { trendById } from '~/server/cms/cms.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';

export const GET = endpoint(async ({ params }) => trendById(idParam(params.trendId)));
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
