import { serializeCategory } from '~/server/catalog/category.serializer';
import { categoryTree } from '~/server/catalog/category.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';

export const GET = endpoint(async () => ({ data: (await categoryTree()).map(serializeCategory) }));
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
