import { PRODUCT_REF_NAMES } from '../catalog/product.serializer.ts';
import { fromWire } from '../http/wire-names.ts';
import { inquiryFields } from './inquiry.schema.ts';
import { productId, reviewFields } from './review.schema.ts';

/** The fields of a new review or question that the spec names differently (the product, `it_id`). */
export const REVIEW_WIRE_NAMES = PRODUCT_REF_NAMES;

/** `POST /api/v1/reviews`: rating, body and the product as `it_id`, read into the shop's `product_id`. */
export const newReview = reviewFields.extend({ it_id: productId }).transform(fromWire(REVIEW_WIRE_NAMES));

/** `POST /api/v1/product-inquiries`: title, body, is_secret and the product as `it_id`. */
export const newInquiry = inquiryFields.extend({ it_id: productId }).transform(fromWire(REVIEW_WIRE_NAMES));
