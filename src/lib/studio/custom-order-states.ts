/**
 * The states of a custom fragrance order (a signature-scent service request or a studio order), in
 * one place: who may move an order from which state to which. Pure; the server and the pages use it.
 *
 * requested → consulting → quoted → paid → in_production → shipped → delivered, or cancelled:
 * by the member until it is paid, by the shop until production starts, never after.
 */
export const CUSTOM_ORDER_STATES = [
  'requested',
  'consulting',
  'quoted',
  'paid',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type CustomOrderState = (typeof CUSTOM_ORDER_STATES)[number];

/** Who changes a state: the member, the shop's staff, or the shop itself following an order. */
export const CUSTOM_ORDER_ACTORS = ['member', 'shop', 'system'] as const;
export type CustomOrderActor = (typeof CUSTOM_ORDER_ACTORS)[number];

/** What a custom order is: a studio order (a saved formula, through the cart) or a service request. */
export const CUSTOM_ORDER_KINDS = ['studio', 'service', 'fragrance', 'bottle', 'chroma'] as const;
export type CustomOrderKind = (typeof CUSTOM_ORDER_KINDS)[number];

/** The forward path, in order; `cancelled` is off it. */
export const CUSTOM_ORDER_PATH = [
  'requested',
  'consulting',
  'quoted',
  'paid',
  'in_production',
  'shipped',
  'delivered',
] as const satisfies readonly CustomOrderState[];

/** The last states a member may cancel in (before payment), and the shop (before production). */
const MEMBER_CANCELS: readonly CustomOrderState[] = ['requested', 'consulting', 'quoted'];
const SHOP_CANCELS: readonly CustomOrderState[] = ['requested', 'consulting', 'quoted', 'paid'];

export const isCustomOrderState = (v: unknown): v is CustomOrderState =>
  typeof v === 'string' && (CUSTOM_ORDER_STATES as readonly string[]).includes(v);

/** Whether a state is final: nothing moves it any more. */
export const isFinalState = (state: CustomOrderState): boolean => state === 'delivered' || state === 'cancelled';

/** Whether this actor may cancel an order in this state. */
export function canCancel(state: CustomOrderState, actor: CustomOrderActor): boolean {
  return (actor === 'member' ? MEMBER_CANCELS : SHOP_CANCELS).includes(state);
}

const step = (state: CustomOrderState): number => (CUSTOM_ORDER_PATH as readonly string[]).indexOf(state);

/**
 * Whether `actor` may move an order from `from` to `to`.
 * - member: only cancels (until paid);
 * - shop: forward along the path, skipping steps it does not need (a request may be quoted without a
 *   consultation), and cancels until production starts; never backwards;
 * - system (the order a studio line belongs to): forward along the path and cancels like the shop.
 */
export function canMove(from: CustomOrderState, to: CustomOrderState, actor: CustomOrderActor): boolean {
  if (from === to || isFinalState(from)) return false;
  if (to === 'cancelled') return canCancel(from, actor);
  if (actor === 'member') return false;
  return step(to) > step(from);
}

/** The states the shop may move an order to from here (for the administrator's choices). */
export function nextStates(from: CustomOrderState, actor: CustomOrderActor = 'shop'): CustomOrderState[] {
  return CUSTOM_ORDER_STATES.filter((to) => canMove(from, to, actor));
}

/**
 * The path shown as a timeline: every forward state, each marked done, current or to come. A studio
 * order starts quoted (its cart line was priced by the studio), so its path starts there: it was never
 * received or talked over.
 */
export function timelineOf(
  state: CustomOrderState,
  kind?: CustomOrderKind,
): { state: CustomOrderState; at: 'done' | 'current' | 'next' }[] {
  const path = kind === 'studio' ? CUSTOM_ORDER_PATH.slice(step('quoted')) : CUSTOM_ORDER_PATH;
  const here = path.indexOf(state as (typeof path)[number]);
  return path.map((s, i) => ({ state: s, at: i < here ? 'done' : i === here ? 'current' : 'next' }));
}

/** Korean names of the states and actors; English lives in the i18n dictionary. */
export const CUSTOM_ORDER_STATE_LABELS: Record<CustomOrderState, string> = {
  requested: '접수',
  consulting: '상담 중',
  quoted: '견적 완료',
  paid: '결제 완료',
  in_production: '제작 중',
  shipped: '배송 중',
  delivered: '배송 완료',
  cancelled: '취소',
};
export const CUSTOM_ORDER_ACTOR_LABELS: Record<CustomOrderActor, string> = {
  member: '회원님',
  shop: '에반스캔들',
  system: '자동',
};
