/** [title, title_en, Korean body paragraphs, English body paragraphs, pinned] */
type NoticeSeed = [string, string, string[], string[], boolean?];

export const SHOP_NOTICES: NoticeSeed[] = [
  [
    '설 연휴 배송 및 고객센터 운영 안내',
    'Lunar New Year shipping and customer service hours',
    ['연휴 기간에는 출고와 고객센터 운영을 쉽니다.', '연휴 전날 오후 2시까지 결제된 주문은 당일 출고됩니다.'],
    [
      'We do not ship and customer service is closed over the holiday.',
      'Orders paid by 2 pm on the day before the holiday ship the same day.',
    ],
    true,
  ],
  [
    '개인정보처리방침 개정 안내',
    'Changes to our privacy policy',
    ['개정된 개인정보처리방침이 시행됩니다.', '변경 내용은 개인정보처리방침 페이지에서 확인하실 수 있습니다.'],
    ['Our revised privacy policy takes effect.', 'See the privacy policy page for what changed.'],
    true,
  ],
  [
    '골든브랜즈 464 소이왁스 재입고 안내',
    'Golden Brands 464 soy wax is back in stock',
    ['많이 기다려 주신 464 소이왁스가 재입고되었습니다.', '5kg 대용량도 함께 입고되었습니다.'],
    ['The 464 soy wax you waited for is back.', 'The 5 kg bulk pack is back as well.'],
  ],
  [
    '무통장입금 확인 시간 안내',
    'When bank transfers are confirmed',
    [
      '무통장입금은 평일 오전 10시, 오후 1시, 오후 4시에 확인합니다.',
      '입금자명이 주문자명과 다르면 고객센터로 알려 주세요.',
    ],
    [
      'Bank transfers are checked on weekdays at 10 am, 1 pm and 4 pm.',
      'Please tell customer service if the depositor name differs from the orderer.',
    ],
  ],
  [
    '프래그런스 오일 IFRA 인증서 제공',
    'IFRA certificates for our fragrance oils',
    ['모든 프래그런스 오일의 IFRA 인증서를 요청 시 보내 드립니다.', '상품 문의 게시판에 상품명과 함께 남겨 주세요.'],
    [
      'We send the IFRA certificate of any fragrance oil on request.',
      'Leave the product name on the product Q&A board.',
    ],
  ],
  [
    'TSSA 캔들 마스터 과정 수강생 모집',
    'TSSA Candle Master course now enrolling',
    ['TSSA 캔들 마스터 과정 새 기수를 모집합니다.', '자세한 일정은 TSSA 페이지에서 확인하세요.'],
    ['A new TSSA Candle Master class is enrolling.', 'See the TSSA page for dates.'],
  ],
  [
    '택배사 변경 안내',
    'We have changed couriers',
    ['보다 빠른 배송을 위해 택배사를 변경했습니다.', '송장 번호는 마이페이지 주문 상세에서 확인할 수 있습니다.'],
    ['We changed couriers for faster delivery.', 'Find your tracking number in your order details.'],
  ],
  [
    '대량 구매 견적 안내',
    'Quotes for bulk orders',
    ['공방과 기업 고객을 위한 대량 구매 견적을 드립니다.', '장바구니에서 견적서를 바로 출력할 수 있습니다.'],
    ['We quote bulk orders for studios and companies.', 'You can print a quotation straight from your cart.'],
  ],
  [
    '여름철 왁스 배송 안내',
    'Shipping wax in summer',
    ['여름철에는 왁스가 일부 녹았다 굳을 수 있으나 품질에는 문제가 없습니다.'],
    ['In summer, wax may melt and set again on the way; its quality is not affected.'],
  ],
  [
    '가정용 화학제품 안전확인 신고 완료',
    'Household chemical safety registration complete',
    ['디퓨저와 캔들 완제품의 안전확인 신고를 마쳤습니다.', '신고 번호는 각 상품 페이지에 표시됩니다.'],
    [
      'Our finished diffusers and candles are registered as safe household chemical products.',
      'The registration number is shown on each product page.',
    ],
  ],
  [
    '회원 등급 혜택 개편',
    'New member tier benefits',
    ['구매 금액에 따라 적립률이 높아지는 회원 등급 혜택이 새로워졌습니다.'],
    ['Member tiers now earn more points as you buy more.'],
  ],
  [
    '오프라인 매장 휴무 안내',
    'Offline store closed for a day',
    ['매장 인테리어 공사로 하루 휴무합니다. 온라인 주문은 정상 출고됩니다.'],
    ['The store is closed for a day for renovation. Online orders ship as usual.'],
  ],
  [
    '신규 회원 3,000원 쿠폰 지급',
    'A ₩3,000 coupon for new members',
    ['회원가입 즉시 사용할 수 있는 3,000원 쿠폰을 드립니다.'],
    ['New members get a ₩3,000 coupon to use right away.'],
  ],
  [
    '모바일 결제 오류 해결 안내',
    'Mobile payment issue resolved',
    ['일부 모바일 기기에서 발생한 결제 오류가 해결되었습니다. 불편을 드려 죄송합니다.'],
    ['The payment error some mobile devices saw is fixed. We are sorry for the trouble.'],
  ],
];

export const TSSA_NOTICES: NoticeSeed[] = [
  [
    'TSSA 캔들 마스터 과정 일정 안내',
    'TSSA Candle Master course schedule',
    ['평일반과 주말반 일정을 안내합니다.'],
    ['Weekday and weekend class dates.'],
    true,
  ],
  [
    '원데이 클래스 예약 변경 규정',
    'Changing a one-day class booking',
    ['수업 3일 전까지 일정 변경이 가능합니다.'],
    ['You can move your booking up to three days before the class.'],
  ],
  [
    'TSSA 자격증 시험 안내',
    'TSSA certificate exam',
    ['과정 수료 후 자격증 시험에 응시할 수 있습니다.'],
    ['Graduates of the course can sit the certificate exam.'],
  ],
  [
    '스튜디오 대관 안내',
    'Renting the studio',
    ['소규모 모임과 기업 워크숍을 위해 스튜디오를 대관합니다.'],
    ['The studio can be rented for small groups and company workshops.'],
  ],
  [
    '디퓨저 마스터 과정 개설',
    'New Diffuser Master course',
    ['디퓨저와 룸스프레이를 깊이 배우는 과정이 새로 열립니다.'],
    ['A new course on diffusers and room sprays opens.'],
  ],
];

export const html = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');
