/** English for the custom-order pages (landing, signature-scent service, the member's custom orders); Korean is the source text. */
export const enCustomOrders: Record<string, string> = {
  // States, who changed them, kinds
  접수: 'Received',
  '상담 중': 'In consultation',
  '견적 완료': 'Quoted',
  '결제 완료': 'Paid',
  '제작 중': 'In production',
  '배송 중': 'Shipped',
  '배송 완료': 'Delivered',
  취소: 'Cancelled',
  자동: 'Automatic',
  회원님: 'You',
  '스튜디오 주문': 'Studio order',
  '시그니처 향 제작': 'Signature scent service',
  '맞춤 향 제작': 'Custom fragrance',
  '맞춤 보틀': 'Custom bottle',
  '컬러 제작': 'Custom colour',
  // Spaces
  사무실: 'Office',
  호텔·숙박: 'Hotel / lodging',
  매장·쇼룸: 'Shop / showroom',
  카페·레스토랑: 'Café / restaurant',
  병원·클리닉: 'Clinic',
  행사·웨딩: 'Event / wedding',
  집: 'Home',
  // The landing
  '에반스캔들 맞춤 제작': 'Evans Candle custom studio',
  '나만의 향을 만드는 스튜디오': 'A studio for a scent of your own',
  '에반스캔들이 실제로 파는 오일과 왁스, 용기로 향을 조합하고 색과 라벨을 입혀 주문하세요. 레시피는 저장해 두고 언제든 다시 주문할 수 있습니다.':
    'Compose a scent from the oils, waxes and vessels we really sell, colour it, label it and order it. Your formula is kept, to order again at any time.',
  '다섯 가지 맞춤 서비스': 'Five ways to make it yours',
  '향 조합 스튜디오': 'Fragrance composer',
  '컬러 스튜디오': 'Chroma studio',
  '보틀 & 라벨': 'Bottle & label',
  '캔들, 디퓨저, 룸 스프레이를 고르고 에반스캔들의 오일로 탑·미들·베이스 노트를 최대 8개까지 조합합니다.':
    'Choose a candle, diffuser or room spray and blend up to eight top, middle and base notes from our oils.',
  '염료와 마이카를 방울 단위로 더해 왁스와 디퓨저 액의 색을 만들고, 완성된 모습을 미리 봅니다.':
    'Colour the wax or diffuser liquid drop by drop with dyes and micas, and see the finished piece.',
  '용기와 뚜껑을 고르고 한글·영문 라벨을 디자인합니다. 법정 표시 사항은 에반스캔들이 채웁니다.':
    'Pick a jar or bottle and a lid, and design a Korean and English label. We add the legally required lines.',
  '카페, 호텔, 사무실을 위한 브랜드 향을 상담, 샘플, 수정, 제작까지 함께 만듭니다.':
    'A brand scent for your café, hotel or office: consultation, samples, revisions and production.',
  '저장한 레시피로 크기와 수량을 골라 주문하면 주문 제작으로 만들어 보내 드립니다.':
    'Choose a size and quantity for a saved formula; we make it to order and send it to you.',
  '제작 기간': 'Lead time',
  '최소 수량': 'Minimum',
  '{price}부터': 'From {price}',
  '{count}영업일': '{count, plural, one {# working day} other {# working days}}',
  '{min}~{max}영업일': '{min}–{max} working days',
  '이렇게 만들어집니다': 'How it works',
  '무엇을 만들지 고르기: 컨테이너 캔들, 리드 디퓨저, 룸 스프레이':
    'Choose what to make: container candle, reed diffuser or room spray',
  '노트를 고르고 비율 정하기: 향의 세기는 제품마다 안전한 범위 안에서':
    'Pick the notes and their shares; the strength stays within each product’s safe range',
  '색과 용기, 라벨 입히기': 'Add colour, a vessel and a label',
  '레시피로 저장하기': 'Save it as a formula',
  '주문하면 제작해서 보내 드리기': 'Order it: we make it and send it',
  '가격과 수량': 'Prices and quantities',
  제작비: 'Making fee',
  '{price}부터, 재료비 별도': 'From {price}, plus materials',
  '라벨 인쇄': 'Printed label',
  '개당 {price}': '{price} each',
  '{count}개 이상': '{count} or more',
  '{rate}% 할인': '{rate}% off',
  '주문 제작 상품은 제작이 시작된 뒤 청약철회가 제한됩니다.':
    'Made-to-order pieces cannot be withdrawn once production starts.',
  '많이 주문하실수록 개당 가격이 내려갑니다.': 'The more you order, the less each piece costs.',
  '대량 견적 요청': 'Request a quotation for large quantities',
  // The service page
  '카페, 호텔, 사무실, 매장을 위한 나만의 향을 상담부터 제작까지 함께 만듭니다.':
    'A scent of your own for your café, hotel, office or shop, from the first conversation to the finished pieces.',
  '진행 순서': 'How it works',
  '소요 기간': 'Takes',
  '1~2일': '1–2 days',
  '5~7일': '5–7 days',
  '3~5일': '3–5 days',
  '10~14일': '10–14 days',
  샘플: 'Samples',
  수정: 'Revisions',
  제작: 'Production',
  '공간과 브랜드, 원하는 분위기를 듣고 향의 방향을 함께 정합니다. 상담은 무료입니다.':
    'We hear about your space, your brand and the mood you want, and set the scent’s direction together. Consultation is free.',
  '방향에 맞춘 샘플 3종을 블렌딩해 보내 드립니다. 시향 후 하나를 고르세요.':
    'We blend three samples in that direction and send them to you. Smell them and choose one.',
  '고른 샘플을 두 번까지 다듬습니다. 향의 세기, 잔향, 계절감을 조정합니다.':
    'We refine the chosen sample up to twice: strength, trail and season.',
  '확정된 향으로 디퓨저, 캔들, 룸 스프레이를 만들고 라벨을 붙여 보내 드립니다.':
    'We make diffusers, candles and room sprays with the final scent, label them and send them to you.',
  비용: 'Prices',
  무료: 'Free',
  '샘플 3종': 'Three samples',
  '제작 시 차감': 'deducted from the production order',
  '추가 수정 (3회차부터)': 'Further revisions (from the third)',
  '회당 {price}': '{price} each',
  '{count}개부터, 수량과 용기에 따라 견적': 'From {count} pieces, quoted by quantity and vessel',
  '최소 수량이 있나요?': 'Is there a minimum quantity?',
  '제작은 30개부터입니다. 그보다 적은 수량은 향 조합 스튜디오에서 직접 만들어 주문하실 수 있습니다.':
    'Production starts at 30 pieces. For fewer, compose your own scent in the studio and order it there.',
  '만든 향을 다시 주문할 수 있나요?': 'Can I order the same scent again?',
  '확정된 향은 레시피로 보관되어 언제든 같은 향으로 다시 주문하실 수 있습니다.':
    'The final scent is kept as a recipe, so you can order it again at any time.',
  '안전 기준은 어떻게 지키나요?': 'How is safety ensured?',
  '모든 베이스는 안전확인 신고를 마친 제품만 쓰며, 향료는 각 원료의 사용 한도 안에서 블렌딩합니다.':
    'Every base has its safety confirmation report number, and each oil is blended within its own usage limit.',
  '주문 제작 상품도 청약철회가 되나요?': 'Can a made-to-order piece be returned?',
  '주문에 따라 만드는 상품이라 제작이 시작된 뒤에는 청약철회가 제한됩니다. 결제 전까지는 언제든 취소하실 수 있습니다.':
    'Pieces made to order cannot be withdrawn once production starts. Until payment you can cancel at any time.',
  '제작 요청': 'Request',
  '제작 요청은 회원만 보낼 수 있습니다. 로그인하면 진행 상황을 마이페이지에서 볼 수 있습니다.':
    'Requests are for members. Log in and you can follow your request in My Page.',
  '로그인하고 요청하기': 'Log in to send a request',
  // The request form
  '회사명 또는 브랜드명': 'Company or brand',
  '공간 유형': 'Kind of space',
  '원하시는 향의 방향': 'Scent direction',
  '예: 따뜻한 우디, 깨끗한 비누 향, 은은한 시트러스': 'e.g. warm woods, clean soap, soft citrus',
  '예상 수량': 'Expected quantity',
  '예산 (원)': 'Budget (won)',
  '담당자 성함': 'Contact name',
  '요청 사항': 'Details',
  '공간의 크기, 원하는 제품(디퓨저, 캔들, 룸 스프레이), 일정 등을 적어 주세요.':
    'Tell us the size of the space, the products you want (diffuser, candle, room spray) and your timing.',
  '참고 파일': 'Reference files',
  '공간 사진이나 브랜드 자료(JPEG, PNG, GIF, BMP, WebP, PDF)를 한 개에 10MB까지, 최대 5개 올릴 수 있습니다.':
    'Photos of the space or brand material (JPEG, PNG, GIF, BMP, WebP, PDF), up to 10 MB each, five at most.',
  '상담과 제작을 위해 담당자 성함, 휴대폰 번호, 이메일을 수집하며 상담 종료 후 1년간 보관하는 데 동의합니다.':
    'I agree that the contact name, mobile number and e-mail are collected for consultation and production and kept for one year after it ends.',
  '제작 요청 보내기': 'Send request',
  '제작 요청이 접수되었습니다': 'Your request has been received',
  '영업일 2일 안에 담당자가 연락드립니다. 진행 상황은 마이페이지의 맞춤 제작 내역에서 볼 수 있습니다.':
    'We will contact you within two working days. Follow its progress under Custom orders in My Page.',
  '진행 상황 보기': 'See its progress',
  // The member's custom orders
  '맞춤 제작': 'Custom studio',
  '맞춤 제작 내역': 'Custom orders',
  '맞춤 제작 둘러보기': 'Explore the custom studio',
  '맞춤 제작 보기': 'Custom order',
  '스튜디오에서 주문한 제품과 시그니처 향 제작 요청의 진행 상황을 볼 수 있습니다.':
    'Follow the pieces you ordered from the studio and your signature scent requests.',
  '아직 맞춤 제작 내역이 없습니다.': 'You have no custom orders yet.',
  '진행 상황': 'Progress',
  '변경 기록': 'History',
  완료: 'Done',
  '현재 단계': 'Current step',
  예정: 'To come',
  예산: 'Budget',
  '정하지 않음': 'Not set',
  베이스: 'Base',
  노트: 'Notes',
  용량: 'Volume',
  용기: 'Vessel',
  라벨: 'Label',
  '향 레시피': 'Formula',
  '요청 취소': 'Cancel request',
  '이 맞춤 제작 요청을 취소하시겠습니까?': 'Cancel this custom request?',
  // The API's messages
  '회사명 또는 브랜드명을 입력해 주세요.': 'Please enter your company or brand.',
  '회사명은 60자 이하로 적어 주세요.': 'Please keep the company name to 60 characters.',
  '공간 유형을 선택해 주세요.': 'Please choose the kind of space.',
  '원하시는 향의 방향을 입력해 주세요.': 'Please describe the scent you want.',
  '향의 방향은 200자 이하로 적어 주세요.': 'Please keep the scent direction to 200 characters.',
  '수량은 1개부터 100,000개까지 적어 주세요.': 'Please enter a quantity from 1 to 100,000.',
  '예산은 0 이상의 숫자(원)로 적어 주세요.': 'Please enter the budget as a number of won, 0 or more.',
  '담당자 성함을 입력해 주세요.': 'Please enter a contact name.',
  '담당자 성함은 30자 이하로 적어 주세요.': 'Please keep the contact name to 30 characters.',
  '요청 사항은 2,000자 이하로 적어 주세요.': 'Please keep the details to 2,000 characters.',
  '바꿀 상태를 선택해 주세요.': 'Please choose the new state.',
  '메모는 500자 이하로 적어 주세요.': 'Please keep the note to 500 characters.',
  '맞춤 제작 내역을 찾을 수 없습니다.': 'We could not find that custom order.',
  '결제가 끝난 맞춤 제작은 취소할 수 없습니다. 고객센터로 문의해 주세요.':
    'A paid custom order cannot be cancelled here. Please contact customer service.',
  '스튜디오 주문은 주문 상세에서 주문과 함께 취소해 주세요.':
    'Cancel a studio order with its order, on the order page.',
  '지금 상태에서는 그 상태로 바꿀 수 없습니다.': 'The order cannot move to that state from where it is.',
  '맞춤 향 제작 요청이 접수되었습니다.': 'Your custom fragrance request has been received.',
  '맞춤 제작 요청이 취소되었습니다.': 'Your custom request has been cancelled.',
  '상태가 변경되었습니다.': 'The state has been changed.',
};
