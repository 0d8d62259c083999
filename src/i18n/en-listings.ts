/** English for product lists: cards, the filter and sort bar. */
export const enListings: Record<string, string> = {
  '별점 {rating}점, 후기 1개': 'Rated {rating} out of 5, 1 review',
  '별점 {rating}점, 후기 {count}개': 'Rated {rating} out of 5, {count} reviews',
  '상품 특징': 'Product features',
  '필터 · 정렬': 'Filter & sort',
  필터: 'Filter',
  '적용된 필터': 'Filters applied',
  "'{label}' 필터 빼기": 'Remove the filter {label}',
  '{count} 보기': 'Show {count}',
  종류: 'Type',
  '별점 {rating}점 이상': '{rating}★ & up',
  '최신 등록순': 'Newest first',
  '판매량 순위': 'Ranked by sales',
};
