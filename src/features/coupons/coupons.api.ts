import { postJson } from '~/lib/http';

/** 쿠폰 받기; a visitor is taken through the login flow by the shared client (401), a 409 says why. */
export function downloadCoupon(couponId: number): Promise<{ data: { member_coupon_id: number }; message: string }> {
  return postJson(`/api/v1/coupons/${couponId}/download`);
}
