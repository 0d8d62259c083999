import { endpoint, otherMethods } from '~/server/http/endpoint';
import { NotFoundError } from '~/server/http/errors';
import { requireMember } from '~/server/members/require';
import { isProvider, PROVIDER_LABELS } from '~/server/social/providers';
import { unlink } from '~/server/social/social.service';

/** Unlinks Kakao or Naver from the member; 409 when it is their only way to sign in, 404 when not linked. */
export const DELETE = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  const p = ctx.params.provider;
  if (!isProvider(p)) throw new NotFoundError('연결되지 않은 간편 로그인입니다.');
  await unlink(member, p);
  return { provider: p, message: `${PROVIDER_LABELS[p].ko} 로그인 연결을 해제했습니다.` };
});
export const ALL = otherMethods('DELETE');
