/** The cart's browser words, Korean by default; pages with the shop header carry them translated. */
export const KO_CART_LABELS = {
  added: '장바구니에 담았습니다.',
  goQuestion: '장바구니로 이동할까요?',
  goToCart: '장바구니로 이동',
  continueShopping: '쇼핑 계속하기',
  chooseOption: '옵션을 선택해 주세요.',
  failed: '장바구니에 담지 못했습니다. 잠시 후 다시 시도해 주세요.',
};

export type CartLabels = typeof KO_CART_LABELS;

/** The labels the header rendered in the page's language (`#cart-labels`), over the Korean ones. */
export function cartLabels(doc: Document = document): CartLabels {
  const raw = doc.getElementById('cart-labels')?.textContent;
  if (!raw) return KO_CART_LABELS;
  try {
    return { ...KO_CART_LABELS, ...(JSON.parse(raw) as Partial<CartLabels>) };
  } catch {
    return KO_CART_LABELS;
  }
}
