/** English for the back office's shop settings. */
export const enAdminSettings: Record<string, string> = {
  '쇼핑몰 설정': 'Shop settings',
  '대표 전화': 'Phone',
  '평일 운영시간': 'Weekday hours',
  '휴무 안내': 'Closed days',
  '휴무 안내 영문': 'Closed days in English',
  '무통장입금 주문서와 주문 내역, 고객센터, 모든 페이지 아래에 나옵니다.':
    'Shown on the order form for bank transfers, the order details, the customer center and the foot of every page.',
  '은행 영문': 'Bank in English',
  '은행이 입금하는 분께 보여 주는 이름 그대로 적어 주세요.': 'Write it exactly as the bank shows it to the payer.',
  '전자상거래법에 따라 모든 페이지 아래에 나옵니다. 영문을 비워 두면 영어 페이지에도 한국어가 나옵니다.':
    'Shown at the foot of every page, as the e-commerce act requires. Where the English is left blank, the English pages show the Korean.',
  '상호 영문': 'Company in English',
  대표자: 'CEO',
  '대표자 영문': 'CEO in English',
  통신판매업신고번호: 'Mail-order registration',
  '통신판매업신고번호 영문': 'Mail-order registration in English',
  '사업장 주소': 'Business address',
  '사업장 주소 영문': 'Business address in English',
  개인정보보호책임자: 'Privacy officer',
  '개인정보보호책임자 영문': 'Privacy officer in English',
  '호스팅 제공자': 'Hosting provider',
  '호스팅 제공자 영문': 'Hosting provider in English',
  '배송비와 환율': 'Shipping fee and exchange rate',
  '바꾼 배송비와 환율은 저장한 뒤 새로 담는 장바구니와 주문서부터 적용됩니다.':
    'A new shipping fee or exchange rate applies to carts and order forms from the moment it is saved.',
  '기본 배송비 (원)': 'Shipping fee (won)',
  '무료배송 기준 금액 (원)': 'Free shipping from (won)',
  '환율 (1달러당 원)': 'Exchange rate (won per dollar)',
  '설정 저장': 'Save settings',
};
