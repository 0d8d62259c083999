import { serializeCategory } from '~/server/catalog/category.serializer';
import { categoryTree } from '~/server/catalog/category.service';
import { endpoint } from '~/server/http/endpoint';

export const GET = endpoint(async () => ({ data: (await categoryTree()).map(serializeCategory) }));
