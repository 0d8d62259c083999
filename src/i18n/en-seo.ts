/** English for the pages' search-engine descriptions and list notes. */
export const enSeo: Record<string, string> = {
  '캔들·디퓨저 재료와 완제품 전문 쇼핑몰 에반스캔들. 소이왁스, 프래그런스 오일, 심지, 용기부터 신상품과 베스트셀러, TSSA 공방 클래스까지 만나 보세요.':
    'Evans Candle, the shop for candle and diffuser supplies and finished pieces: soy wax, fragrance oils, wicks and vessels, new arrivals and best sellers, and TSSA workshop classes.',
  '에반스캔들 {name} 상품 {count}개: {items} 등을 만나 보세요.':
    '{name} at Evans Candle: {count, plural, one {# product} other {# products}}, including {items}.',
  '에반스캔들 {name} 상품 {count}개를 만나 보세요.':
    '{name} at Evans Candle: {count, plural, one {# product} other {# products}}.',
  '에반스캔들 {name}: 곧 새 상품이 들어옵니다.': '{name} at Evans Candle: new products coming soon.',
  '에반스캔들 공지사항: 배송·휴무 일정, 재입고, 결제와 회원 혜택 소식을 알려 드립니다.':
    'Evans Candle notices: shipping and holiday schedules, restocks, payments and member benefits.',
  'TSSA 캔들·디퓨저 과정과 원데이 클래스 일정, 자격 시험과 스튜디오 소식을 알려 드립니다.':
    'TSSA candle and diffuser courses, one-day class schedules, certification exams and studio news.',
  '최근 {days}일 판매량 기준 상위 {cap}개 상품입니다.': 'The top {cap} products by sales over the last {days} days.',
};
