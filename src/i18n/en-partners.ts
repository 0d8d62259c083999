/** English for the wholesale and dealer applications; Korean is the source text. */
export const enPartners: Record<string, string> = {
  // The programmes
  '도매 안내': 'Wholesale',
  '공방과 매장을 위한 도매 거래': 'Wholesale supplies for studios and shops',
  '에반스캔들의 왁스, 프래그런스 오일, 용기와 부자재를 사업자 고객께 도매가로 공급합니다. 재료 걱정 없이 만드는 일에 집중하실 수 있도록 곁에서 돕겠습니다.':
    'We supply Evans Candle waxes, fragrance oils, jars and accessories to registered businesses at wholesale prices, so that you can leave the supplies to us and give your time to making.',
  '도매 전용 단가': 'Wholesale prices',
  '품목과 월 구매 규모에 맞춘 도매가로 공급해 드립니다.':
    'Prices set for the products you buy and how much you buy each month.',
  '전담 담당자': 'A contact of your own',
  '재고와 입고 일정, 대량 주문을 담당자가 직접 챙겨 드립니다.':
    'One person looks after your stock questions, restock dates and large orders.',
  '신제품 샘플과 소식': 'Samples and news first',
  '새 향료와 재료를 먼저 써 보실 수 있도록 샘플과 소식을 보내 드립니다.':
    'Samples and news of new fragrances and materials, so you can try them before anyone else.',
  '사업자등록을 한 공방, 온라인몰, 오프라인 매장': 'Registered studios, online shops and shops on the high street',
  '캔들·디퓨저·방향 제품을 만들거나 판매하는 사업자':
    'Businesses that make or sell candles, diffusers or home fragrance',
  '재료를 정기적으로 구매하실 계획이 있는 분': 'Buyers who plan to order supplies regularly',
  '신청서 접수': 'We receive your application',
  '아래 신청서를 보내 주시면 바로 접수됩니다. 접수 상태에서는 내용을 고치거나 철회할 수 있습니다.':
    'Send the form below and it is received at once. Until review begins, you can still edit or withdraw it.',
  검토: 'Review',
  '영업일 기준 3~5일 안에 담당자가 내용을 확인하고 연락드립니다.':
    'Within 3 to 5 business days, one of our team reads it and gets in touch.',
  '결과 안내': 'Our answer',
  '승인 또는 반려 결과를 알려 드리며, 아래 신청 내역에서도 확인하실 수 있습니다.':
    'We let you know whether it is approved, and you can also see it in your applications below.',
  '거래 시작': 'Start trading',
  '승인되면 담당자와 단가와 결제 조건을 정하고 거래를 시작합니다.':
    'Once approved, you agree prices and payment terms with your contact and start ordering.',
  '대리점 안내': 'Dealers',
  '지역에서 에반스캔들을 함께 소개해 주세요': 'Bring Evans Candle to your area',
  '에반스캔들 대리점은 가까운 곳에서 캔들·디퓨저 재료와 완제품, TSSA 클래스를 소개하는 지역 파트너입니다. 아직 매장이 없어도 상담을 신청하실 수 있습니다.':
    'An Evans Candle dealer is a local partner who brings our candle and diffuser supplies, finished pieces and TSSA classes close to home. You may apply even before you have a shop.',
  '대리점 공급가': 'Dealer prices',
  '대리점 전용 공급가로 재료와 완제품을 공급해 드립니다.': 'Supplies and finished pieces at prices for dealers only.',
  '매장 연출과 교육': 'Display and training',
  '진열 도구와 상품 교육, TSSA 클래스 운영 노하우를 함께 나눕니다.':
    'Display fixtures, product training and what we have learnt running TSSA classes.',
  '본사 마케팅 지원': 'Marketing from us',
  '온라인몰과 SNS에서 대리점을 소개하고 지역 고객을 연결해 드립니다.':
    'We introduce your shop on our online store and social media and send local customers your way.',
  '사업자등록을 한 개인·법인 사업자': 'Registered sole traders and companies',
  '캔들·향·생활 소품을 판매하거나 판매할 계획이 있는 분': 'Sellers of candles, fragrance or homeware, now or soon',
  '지역에서 매장이나 클래스를 꾸준히 운영하실 수 있는 분':
    'Partners who can keep a shop or classes going in their area',
  '상담 진행': 'A conversation',
  '영업일 기준 5일 안에 담당자가 연락드려 희망 지역과 운영 계획을 여쭙니다.':
    'Within 5 business days, one of our team calls to hear about your area and your plans.',
  '검토와 결과 안내': 'Review and our answer',
  '지역 상황과 운영 계획을 살펴 결과를 알려 드리며, 아래 신청 내역에서도 확인하실 수 있습니다.':
    'We look at the area and your plans and let you know; you can also see the outcome in your applications below.',
  '계약과 개설': 'Contract and opening',
  '승인되면 계약을 맺고 매장 개설과 교육을 함께 준비합니다.':
    'Once approved, we sign a contract and prepare the opening and training together.',
  '신청서 작성하기': 'Fill in the application',
  '드리는 혜택': 'What you get',
  '신청 대상': 'Who may apply',
  '진행 절차': 'What happens next',

  // The form
  '도매 신청서': 'Wholesale application',
  '대리점 신청서': 'Dealer application',
  '표시는 꼭 적어 주셔야 하는 항목입니다.': 'marks a required field.',
  '담당자 정보': 'Contact person',
  '거래 정보': 'What you would buy',
  '희망 조건': 'Your plans',
  대표자명: 'Representative',
  담당자명: 'Contact name',
  '사업장 주소': 'Business address',
  업종: 'Type of business',
  '관심 상품': 'Products of interest',
  '여러 개를 고를 수 있습니다.': 'Choose as many as you like.',
  '예상 월 구매 규모': 'Expected monthly purchases',
  '희망 지역 (시/도)': 'Preferred region (province or city)',
  '매장 보유 여부': 'Do you have a shop?',
  '매장이 있습니다': 'Yes, I have a shop',
  '매장이 없습니다': 'No shop yet',
  '매장 주소': 'Shop address',
  '관련 경력': 'Experience',
  '남기실 말씀': 'Message',
  '선택해 주세요': 'Please choose',
  '숫자 10자리, - 없이 입력해도 됩니다.': 'Ten digits; the dashes are optional.',
  '주로 만드는 제품, 필요한 재료와 수량, 궁금한 점을 자유롭게 적어 주세요.':
    'Tell us what you make, which supplies you need and how many, and anything you would like to ask.',
  '매장·공방 운영, 캔들·향 제품 판매 경험이 있다면 적어 주세요.':
    'Tell us about any shop or studio you have run, or candles and fragrance you have sold.',
  '운영 계획이나 궁금한 점을 자유롭게 적어 주세요.': 'Tell us about your plans, and anything you would like to ask.',
  '수정 내용 저장': 'Save changes',
  '신청서 보내기': 'Send application',
  '개인정보 수집·이용 안내': 'How we use your personal data',
  '수집 항목': 'What we collect',
  '이용 목적': 'Why',
  '보유 기간': 'How long we keep it',
  '상호, 사업자등록번호, 대표자명, 담당자명, 휴대폰 번호, 이메일, 사업장 주소':
    'Company name, business registration number, representative, contact name, mobile number, email and business address',
  '상호, 사업자등록번호, 대표자명, 담당자명, 휴대폰 번호, 이메일, 매장 주소(매장이 있는 경우)':
    'Company name, business registration number, representative, contact name, mobile number, email and shop address (if you have a shop)',
  '도매 거래 신청의 검토, 결과 안내와 거래 상담':
    'To review your wholesale application, tell you the outcome and discuss trading terms',
  '대리점 개설 신청의 검토, 결과 안내와 개설 상담':
    'To review your dealer application, tell you the outcome and discuss opening a dealership',
  '신청을 철회하면 바로 파기하고, 그 밖에는 검토가 끝난 날부터 1년 동안 보관한 뒤 파기합니다.':
    'Deleted at once if you withdraw the application; otherwise kept for one year after the review ends, then deleted.',
  '동의하지 않으실 수 있으며, 동의하지 않으시면 신청서를 보내실 수 없습니다.':
    'You may decline, but the application cannot be sent without your consent.',
  '개인정보 수집 및 이용에 동의합니다.': 'I agree to the collection and use of my personal data.',

  // Choices
  공방: 'Studio or workshop',
  온라인몰: 'Online shop',
  기타: 'Other',
  왁스: 'Wax',
  심지: 'Wicks',
  '프래그런스·에센셜 오일': 'Fragrance and essential oils',
  '디퓨저 재료': 'Diffuser supplies',
  용기·병: 'Jars and bottles',
  몰드·색소: 'Molds and dyes',
  도구·포장재: 'Tools and packaging',
  '완제품 캔들·디퓨저': 'Finished candles and diffusers',
  '100만 원 미만': 'Under ₩1 million',
  '100만~300만 원': '₩1–3 million',
  '300만~500만 원': '₩3–5 million',
  '500만~1,000만 원': '₩5–10 million',
  '1,000만 원 이상': '₩10 million or more',
  서울특별시: 'Seoul',
  부산광역시: 'Busan',
  대구광역시: 'Daegu',
  인천광역시: 'Incheon',
  광주광역시: 'Gwangju',
  대전광역시: 'Daejeon',
  울산광역시: 'Ulsan',
  세종특별자치시: 'Sejong',
  경기도: 'Gyeonggi-do',
  강원특별자치도: 'Gangwon',
  충청북도: 'Chungcheongbuk-do',
  충청남도: 'Chungcheongnam-do',
  전북특별자치도: 'Jeonbuk',
  전라남도: 'Jeollanam-do',
  경상북도: 'Gyeongsangbuk-do',
  경상남도: 'Gyeongsangnam-do',
  제주특별자치도: 'Jeju',

  // The member's applications
  '나의 신청 내역': 'My applications',
  '아직 신청한 내역이 없습니다.': 'You have not applied yet.',
  신청일: 'Applied',
  수정일: 'Edited',
  접수: 'Received',
  검토중: 'In review',
  승인: 'Approved',
  반려: 'Declined',
  '진행 중인 신청이 있습니다': 'You have an application in progress',
  '한 번에 하나의 신청만 진행할 수 있습니다. 결과를 안내받은 뒤 다시 신청해 주세요.':
    'One application can be in progress at a time. Once you have our answer, you are welcome to apply again.',
  '신청 내역': 'Application',
  '도매 신청 내역': 'Wholesale application',
  '대리점 신청 내역': 'Dealer application',
  '신청 내역 보기': 'View the application',
  '신청 내용 수정': 'Edit application',
  '도매 신청 수정': 'Edit wholesale application',
  '대리점 신청 수정': 'Edit dealer application',
  '신청 철회': 'Withdraw',
  '담당자 안내': 'Note from our team',
  '신청이 접수되었습니다. 검토가 시작되기 전까지 내용을 고치거나 신청을 철회할 수 있습니다.':
    'Your application has been received. Until review begins, you can still edit or withdraw it.',
  '담당자가 신청 내용을 검토하고 있습니다. 검토 중에는 내용을 고치거나 철회할 수 없습니다.':
    'Our team is reviewing your application. During review it can no longer be edited or withdrawn.',
  '신청이 승인되었습니다. 담당자가 거래 조건을 안내해 드립니다.':
    'Your application has been approved. Your contact will be in touch about the terms.',
  '아쉽게도 이번 신청은 반려되었습니다. 궁금한 점은 고객센터로 문의해 주세요.':
    'We are sorry, this application has been declined. If you have questions, please contact the customer center.',
  '신청이 접수되었습니다. 검토가 끝나면 담당자가 연락드립니다.':
    'Your application has been received. We will be in touch once it has been reviewed.',
  '신청을 철회하시겠습니까? 철회한 신청은 되돌릴 수 없습니다.':
    'Do you want to withdraw this application? It cannot be undone.',

  // Messages of the API
  '상호를 입력해 주세요.': 'Please enter the company name.',
  '상호는 100자 이하로 적어 주세요.': 'The company name must be 100 characters or fewer.',
  '사업자등록번호를 입력해 주세요.': 'Please enter the business registration number.',
  '사업자등록번호는 숫자 10자리로 입력해 주세요. (예: 123-45-67890)':
    'The business registration number has ten digits (for example 123-45-67890).',
  '유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해 주세요.':
    'This is not a valid business registration number. Please check it again.',
  '대표자명을 입력해 주세요.': "Please enter the representative's name.",
  '대표자명은 2~30자로 적어 주세요.': "The representative's name must be 2 to 30 characters.",
  '담당자명을 입력해 주세요.': "Please enter the contact person's name.",
  '담당자명은 2~30자로 적어 주세요.': "The contact person's name must be 2 to 30 characters.",
  '휴대폰 번호를 입력해 주세요.': 'Please enter a mobile number.',
  '휴대폰 번호 형식이 올바르지 않습니다. (예: 010-1234-5678)':
    'Please enter a Korean mobile number (for example 010-1234-5678).',
  '이메일을 입력해 주세요.': 'Please enter an email address.',
  '이메일 형식이 올바르지 않습니다.': 'Please enter a valid email address.',
  '사업장 주소를 입력해 주세요.': 'Please enter the business address.',
  '주소는 200자 이하로 적어 주세요.': 'The address must be 200 characters or fewer.',
  '업종을 선택해 주세요.': 'Please choose the type of business.',
  '관심 상품을 하나 이상 선택해 주세요.': 'Please choose at least one product of interest.',
  '예상 월 구매 규모를 선택해 주세요.': 'Please choose your expected monthly purchases.',
  '희망 지역을 선택해 주세요.': 'Please choose a region.',
  '매장 보유 여부를 선택해 주세요.': 'Please tell us whether you have a shop.',
  '매장 주소를 입력해 주세요.': 'Please enter the shop address.',
  '관련 경력은 1,000자 이하로 적어 주세요.': 'Experience must be 1,000 characters or fewer.',
  '남기실 말씀은 2,000자 이하로 적어 주세요.': 'The message must be 2,000 characters or fewer.',
  '개인정보 수집 및 이용에 동의해 주세요.': 'Please agree to the collection and use of your personal data.',
  '상태는 received, reviewing, approved, rejected 중 하나여야 합니다.':
    'The status must be received, reviewing, approved or rejected.',
  '안내 문구는 1,000자 이하로 적어 주세요.': 'The note must be 1,000 characters or fewer.',
  '신청 내역을 찾을 수 없습니다.': 'We could not find this application.',
  '이미 접수되었거나 검토 중인 도매 신청이 있습니다. 결과를 안내받은 뒤 다시 신청해 주세요.':
    'You already have a wholesale application received or in review. Please apply again once you have our answer.',
  '이미 접수되었거나 검토 중인 대리점 신청이 있습니다. 결과를 안내받은 뒤 다시 신청해 주세요.':
    'You already have a dealer application received or in review. Please apply again once you have our answer.',
  '검토가 시작된 신청은 수정할 수 없습니다. 바꿀 내용이 있으면 고객센터로 알려 주세요.':
    'Review of this application has begun, so it can no longer be edited. Please tell the customer center what should change.',
  '검토가 시작된 신청은 철회할 수 없습니다. 고객센터로 문의해 주세요.':
    'Review of this application has begun, so it can no longer be withdrawn. Please contact the customer center.',
  '이 회원에게는 이미 진행 중인 같은 종류의 신청이 있습니다.':
    'This member already has an application of the same kind in progress.',
  '신청이 접수되었습니다.': 'Your application has been received.',
  '신청 내용이 수정되었습니다.': 'Your application has been updated.',
  '신청이 철회되었습니다.': 'Your application has been withdrawn.',
  '신청 상태가 변경되었습니다.': 'The application status has been changed.',
  '신청서 작성과 수정이 너무 많습니다. 잠시 후 다시 시도해 주세요.':
    'Too many applications and edits. Please try again later.',
  '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.': 'Something went wrong. Please try again in a moment.',
  '보안 토큰이 만료되었습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.':
    'Your security token has expired. Please reload the page and try again.',
  // Applications without an account
  접수번호: 'Receipt number',
  '신청이 접수되었습니다. 담당자가 검토한 뒤 적어 주신 연락처로 연락드립니다. 내용을 바꾸거나 철회하시려면 접수번호와 함께 고객센터로 알려 주세요.':
    'Your application is received. Once we have reviewed it, we will get in touch through the contact you gave. To change or withdraw it, tell customer service with your receipt number.',
  '안내로 돌아가기': 'Back to the programme',
  '회원이 아니어도 신청할 수 있습니다. 보내 주시면 접수번호를 알려 드리며, 접수번호와 연락처로 진행 상황을 조회할 수 있습니다.':
    'You can apply without an account. We give you a receipt number, and with it and your contact you can follow your application.',
  '회원이라면 로그인하고 신청하세요.': 'Members: log in to apply.',
  '이미 신청하셨나요?': 'Applied already?',
  '접수번호와 신청할 때 적은 휴대폰 번호나 이메일로 신청 내역과 진행 상황을 확인할 수 있습니다.':
    'Look your application and its progress up with your receipt number and the mobile number or e-mail you gave.',
  '신청 내역 조회': 'Look up an application',
  '신청을 보낸 뒤 안내받은 접수번호와, 신청서에 적은 휴대폰 번호나 이메일을 입력해 주세요.':
    'Enter the receipt number you were given and the mobile number or e-mail you wrote on the form.',
  '도매 신청은 W, 대리점 신청은 D로 시작합니다.': 'Wholesale receipts start with W, dealer receipts with D.',
  '휴대폰 번호 또는 이메일': 'Mobile number or e-mail',
  '회원으로 신청하셨다면 로그인한 뒤 신청 페이지의 나의 신청 내역에서 볼 수 있습니다.':
    'Applied as a member? Log in and see it under My applications on the application page.',
  '신청 페이지로': 'To the application page',
  '신청이 접수되었습니다. 접수번호는 {receipt}입니다. 이 번호와 적어 주신 연락처로 언제든 진행 상황을 조회할 수 있습니다.':
    'Your application is received. Your receipt number is {receipt}: with it and the contact you gave, you can follow your application at any time.',
  '접수번호와 연락처가 일치하는 신청을 찾을 수 없습니다. 신청할 때 적은 휴대폰 번호나 이메일을 입력해 주세요.':
    'No application matches that receipt number and contact. Please enter the mobile number or e-mail you gave when applying.',
  '이 주소에서 보낸 신청이 너무 많습니다. 잠시 후 다시 시도하시거나 고객센터로 연락해 주세요.':
    'Too many applications were sent from this address. Please try again later or call customer service.',
  '접수번호를 확인해 주세요. (예: W250814-7K3QX9)': 'Please check the receipt number (for example W250814-7K3QX9).',
  '신청할 때 적은 휴대폰 번호나 이메일을 입력해 주세요.':
    'Please enter the mobile number or e-mail you gave when applying.',
  '조회 시도가 너무 많습니다. 10분 후에 다시 시도해 주세요.': 'Too many look-ups. Please try again in 10 minutes.',
  조회하기: 'Look up',
};
