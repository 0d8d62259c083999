/** English for the search strings; Korean is the source text. */
export const enSearch: Record<string, string> = {
  "'{keyword}' 검색 결과": 'Results for “{keyword}”',
  "'{keyword}'에 맞는 상품이 없습니다.": 'Nothing matches “{keyword}”.',
  "'{keyword}'{wa} 정확히 맞는 상품이 없어 비슷한 상품을 보여 드려요.":
    'Nothing matches “{keyword}” exactly, so here are similar products.',
  "'{label}' 조건 빼기": 'Remove “{label}”',
  "에반스캔들에서 '{keyword}'{ro} 찾은 상품 {count}개":
    '{count, plural, one {# product} other {# products}} found for “{keyword}” at Evans Candle',
  'AI 검색 요청이 너무 많습니다. {seconds}초 뒤에 다시 시도해 주세요.':
    'Too many AI searches. Please try again in {seconds} seconds.',
  'AI 검색': 'AI search',
  'AI 검색으로 찾아보기': 'Try AI search',
  '검색어 제안': 'Search suggestions',
  '최근 검색어': 'Recent searches',
  '인기 검색어': 'Popular searches',
  '이 검색어로 찾기': 'Search for',
  '최근 검색어 모두 지우기': 'Clear recent searches',
  지우기: 'Remove',
  '상품 바로 가기': 'Products',
  '맞춤 제작은 커스텀 스튜디오에서 도와드려요': 'Made-to-order scents are made in our custom studio',
  '나만의 향이나 이름·로고를 넣은 캔들과 디퓨저는 진열된 상품이 아니라 주문을 받아 만들어요. 커스텀 스튜디오에서 향과 용기를 골라 상담을 신청해 주세요.':
    'Your own scent, or candles and diffusers with a name or logo, are made to order rather than sold from the shelf. Choose a scent and a vessel in the custom studio and ask us for a consultation.',
  '커스텀 스튜디오로 가기': 'Go to the custom studio',
  '혹시 {suggestion} 찾으셨나요?': 'Did you mean {suggestion}?',
  "'{keyword}' 대신 '{corrected}'{ro} 찾은 결과예요.": 'Showing results for “{corrected}” instead of “{keyword}”.',
  '문장으로 찾고 계신가요? AI 검색은 가격, 향, 쓰임새까지 읽어 찾아 드려요.':
    'Searching with a sentence? AI search reads the price, scent and use too.',
  '찾은 상품이 많아 많이 팔린 {count}개를 보여 드려요. 검색어를 더 자세히 입력하면 나머지도 찾을 수 있어요.':
    'So many products match that these are the {count} best sellers among them. Add words to find the rest.',
  검색어: 'Search words',
  '검색어는 {max}자 이하로 입력해 주세요.': 'Please keep your search to {max} characters or fewer.',
  '모든 조건에 맞는 상품이 없어 {labels} 조건은 빼고 찾았어요.':
    'Nothing matched everything, so we left out: {labels}.',
  '무엇을 찾으세요?': 'What are you looking for?',
  '뺀 조건 되돌리기': 'Bring back removed filters',
  '예: 소이 캔들, ㅅㅇ ㅋㄷ, lavender': 'e.g. soy candle, lavender',
  '상품 이름, 향, 재료로 캔들·디퓨저 재료와 완제품을 찾아보세요.':
    'Find candle and diffuser supplies and finished goods by name, scent or material.',
  '상품 이름이나 향, 재료를 입력해 주세요. 띄어쓰기가 달라도, 초성만 써도 찾아 드려요.':
    'Type a product name, a scent or a material. Partial words work too.',
  '어떤 상품을 찾으세요?': 'What are you looking for?',
  '예: 아이 방에 쓸 은은한 라벤더 디퓨저 3만원 이하': 'e.g. a subtle lavender diffuser for a kids’ room under $20',
  '원하는 것을 문장으로 말하면 찾아 드려요: AI 검색': 'Describe what you want in a sentence: AI search',
  '원하는 것을 문장으로 쓰면 가격, 향, 재료, 쓰임새를 읽어 맞는 상품을 찾아 드려요.':
    'Describe what you want in a sentence; we read the price, scent, material and use, and find products that fit.',
  '이런 검색어는 어떠세요?': 'Try one of these',
  '이렇게 물어보세요': 'Try asking',
  '이렇게 이해했어요': 'What we understood',
  정확도순: 'Best match',
  '조건 없이 인기 상품을 보여 드려요.': 'No filters understood, so here are popular products.',
  '조건에 맞는 상품을 찾지 못했어요. 조건을 빼거나 다르게 물어봐 주세요.':
    'Nothing fits. Remove a filter or ask another way.',
  '질문은 {max}자 이하로 입력해 주세요.': 'Please keep your question to {max} characters or fewer.',
  찾기: 'Find',
  '철자를 확인하거나 더 짧은 낱말로 찾아보세요.': 'Check the spelling or try a shorter word.',
  '추천 상품 {count}개': '{count, plural, one {# suggestion} other {# suggestions}}',
  '추천 이유': 'Why',
};
