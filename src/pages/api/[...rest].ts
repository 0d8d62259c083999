import { endpoint } from '~/server/http/endpoint';
import { NotFoundError } from '~/server/http/errors';

/** Any /api path without a route of its own. */
export const ALL = endpoint(() => {
  throw new NotFoundError('요청하신 API를 찾을 수 없습니다.');
});
