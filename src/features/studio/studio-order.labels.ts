/** The studio-order page's own words, in Korean; the page passes them translated. */
export const KO_STUDIO_ORDER_LABELS = {
  whatToOrder: '주문할 배합',
  formula: '배합',
  noFormulas: '저장한 배합이 없습니다.',
  agreement: '주문 제작 상품은 제작이 시작되면 취소 및 반품이 제한됨에 동의합니다.',
  agreementHint: '주문 제작 상품은 전자상거래법에 따라 청약철회가 제한됩니다. 결제 전까지는 주문을 취소할 수 있습니다.',
  agreeFirst: '주문 제작 상품의 취소·반품 제한에 동의해 주세요.',
  totalFor: '{count}개 합계',
  addToCart: '장바구니에 담기',
  added: '장바구니에 담았습니다.',
  goToCart: '장바구니로 이동',
  quotation: '견적서 보기',
  failed: '장바구니에 담지 못했습니다. 잠시 후 다시 시도해 주세요.',
};

export type StudioOrderLabels = typeof KO_STUDIO_ORDER_LABELS;
