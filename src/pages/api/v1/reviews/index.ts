import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage } from '~/server/http/pagination';
import { json } from '~/server/http/respond';
import { parseQuery, parseWith } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';
import { readReviewRequest } from '~/server/reviews/multipart';
import { reviewListQuery } from '~/server/reviews/review.http';
import { toReviewWire } from '~/server/reviews/review.serializer';
import { allReviewPage, createReview } from '~/server/reviews/review.service';
import { newReview, REVIEW_WIRE_NAMES } from '~/server/reviews/review.wire';
import { withUploadPlace } from '~/server/reviews/upload-gate';

/** Every product's reviews, newest, best or highest rated first; `photo=1` keeps photo reviews only. */
export const GET = endpoint(async (ctx) =>
  mapPage(await allReviewPage(parseQuery(reviewListQuery, ctx.url), ctx.locals.session?.member?.id), toReviewWire),
);

/** A member's review of a product they received (multipart: it_id, rating, body, photos[] up to five). */
export const POST = endpoint(
  async (ctx) => {
    const member = requireMember(ctx);
    const data = await withUploadPlace(async () => {
      const { fields, files } = await readReviewRequest(ctx.request);
      return createReview(member, parseWith(newReview, fields), files ?? []);
    });
    return json({ data: toReviewWire(data), message: '후기가 등록되었습니다.' }, { status: 201 });
  },
  { wireNames: REVIEW_WIRE_NAMES },
);

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'POST');
