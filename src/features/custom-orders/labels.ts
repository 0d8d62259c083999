import {
  CUSTOM_ORDER_ACTOR_LABELS,
  CUSTOM_ORDER_STATE_LABELS,
  type CustomOrderActor,
  type CustomOrderKind,
  type CustomOrderState,
} from '~/lib/studio/custom-order-states';

/** Korean names of the kinds of custom order; English lives in src/i18n/en-custom-orders.ts. */
export const KIND_LABELS: Record<CustomOrderKind, string> = {
  studio: '스튜디오 주문',
  service: '시그니처 향 제작',
  fragrance: '맞춤 향 제작',
  bottle: '맞춤 보틀',
  chroma: '컬러 제작',
};

export const stateWord = (state: CustomOrderState) => CUSTOM_ORDER_STATE_LABELS[state];
export const actorWord = (actor: CustomOrderActor) => CUSTOM_ORDER_ACTOR_LABELS[actor];
export const kindWord = (kind: CustomOrderKind) => KIND_LABELS[kind] ?? KIND_LABELS.fragrance;
