/** English for the TSSA school's pages: about, course sign-up, a class, the member's records, certificates. */
export const enTssa: Record<string, string> = {
  // The menu and the lead of the class list.
  'TSSA 소개': 'About TSSA',
  '클래스 안내': 'Classes',
  '수강 신청': 'Sign up',
  '수강 신청하기': 'Sign up for a class',
  '자격 과정과 원데이 클래스의 다가오는 일정입니다.':
    'The coming sessions of our certificate courses and one-day classes.',
  '일정을 골라 온라인으로 수강 신청하세요.': 'Choose a session and sign up online.',
  '수강 신청은 수강 신청 페이지에서 일정을 골라 바로 할 수 있습니다. 수업 내용과 준비물, 단체·출강 수업 문의는 전화나 고객센터로 받습니다.':
    'Sign up online by choosing a session on the sign-up page. To ask what a class covers, what to bring, or about group and on-site classes, call us or write to the customer center.',
  // About.
  'TSSA 공방 교육 과정 소개: 자격 과정과 단계, 강사, 공방 위치, 수강 신청과 결제, 취소·환불 안내.':
    "About TSSA, Evans Candle's workshop school: certificate courses and levels, instructors, where the studio is, and how signing up, paying and refunds work.",
  'TSSA는 에반스캔들이 운영하는 캔들·디퓨저 공방 교육 과정입니다. 원데이 클래스로 시작해 단계별 자격 과정을 마치면 TSSA 자격증이 발급되며, 자격증 번호로 누구나 진위를 확인할 수 있습니다.':
    "TSSA is Evans Candle's workshop school for candles and diffusers. Start with a one-day class; finish a certificate track level by level and you are issued a TSSA certificate, which anyone can check by its number.",
  '과정과 자격': 'Tracks and certificates',
  '그 밖의 클래스': 'Other classes',
  '자격증 발급': 'Certificate',
  '{level}단계': 'Level {level}',
  '강사 소개': 'Instructors',
  '수강 신청과 결제': 'Signing up and paying',
  '수강 신청 페이지에서 과정과 일정을 고르고, 로그인한 뒤 인원을 정해 신청합니다.':
    'Choose a course and a session on the sign-up page, log in, and sign up for one or more people.',
  '신청한 자리는 결제할 때까지 잡아 두며, 무통장 입금이나 카드로 상품과 같은 방법으로 결제합니다. 입금 기한이 지나면 신청이 취소되고 자리는 다음 분께 돌아갑니다.':
    'Your seat is held while you pay, by bank transfer or card, as for anything else in the shop. If the transfer deadline passes, the sign-up is cancelled and the seat goes to the next person.',
  '정원이 찬 일정은 대기 신청을 할 수 있습니다. 자리가 나면 먼저 대기한 분께 알림을 드리며, {hours}시간 안에 결제하시면 수강이 확정됩니다.':
    'When a session is full you can join its waitlist. When a seat frees up, the first person waiting is notified and has {hours, plural, one {# hour} other {# hours}} to pay for it.',
  '정원이 찬 일정은 대기 신청을 할 수 있습니다. 자리가 나면 먼저 대기한 분께 알림을 드립니다.':
    'When a session is full you can join its waitlist. When a seat frees up, the first person waiting is notified.',
  '신청 내역과 출석, 자격증은 마이페이지의 TSSA 수강 내역에서 확인합니다.':
    'Your sign-ups, attendance and certificates are under TSSA classes in My page.',
  '취소와 환불': 'Cancelling and refunds',
  '취소는 마이페이지에서 할 수 있으며, 환불 금액은 취소하기 전에 보여 드립니다. 공방 사정으로 수업이 취소되면 전액 환불해 드립니다.':
    'Cancel in My page; the refund is shown before you confirm. If the studio cancels a session, you get the whole fee back.',
  '찾아오시는 길': 'Finding the studio',
  '네이버 지도에서 보기': 'See on Naver Map',
  '구글 지도에서 보기': 'See on Google Maps',
  '취소와 환불 기준': 'Refund rule',
  '취소 시점': 'When you cancel',
  환불: 'Refund',
  '수업일 {days}일 전까지': '{days, plural, one {Until the day before} other {Until # days before}} the class',
  '전액 환불': 'Full refund',
  '수강료의 {rate}% 환불': '{rate}% of the fee',
  '그 이후와 수업 당일': 'Later, and on the day',
  '환불되지 않습니다': 'No refund',
  // Course sign-up.
  'TSSA 과정별·단계별 수업 일정과 남은 자리, 수강료를 보고 바로 수강 신청하세요.':
    'TSSA sessions by track and level, with seats left and fees: sign up directly.',
  '과정과 단계별 일정입니다. 일정을 골라 신청하면 자리가 잡히고 결제 화면으로 이동합니다.':
    'Sessions by track and level. Choose one to hold your seat and go on to payment.',
  '취소·환불 기준 보기': 'See the refund rule',
  '과정 찾기': 'Find a course',
  과정: 'Track',
  단계: 'Level',
  월: 'Month',
  '{year}년 {month}월': '{month}/{year}',
  '남은 자리가 있는 일정만': 'Only sessions with seats left',
  초기화: 'Reset',
  '조건에 맞는 일정이 없습니다. 다른 조건으로 찾아보세요.': 'No session matches. Try other filters.',
  '{title} 수강 신청': 'Sign up for {title}',
  '{title} 일정': 'Sessions of {title}',
  휴강: 'Cancelled by the studio',
  '마감 · 대기 {n}명': 'Full · {n} waiting',
  마감: 'Full',
  '재료 키트 포함': 'Kit included',
  '키트 별도': 'Kit not included',
  신청: 'Sign up',
  '대기 신청': 'Join the waitlist',
  '이 일정은 정원이 찼습니다. 대기 신청하시겠습니까? 자리가 나면 순서대로 알려 드립니다.':
    'This session is full. Join its waitlist? When a seat frees up we will tell the people waiting, in order.',
  '대기 신청되었습니다. 자리가 나면 알림을 보내 드립니다.':
    'You are on the waitlist. We will notify you when a seat frees up.',
  // One class.
  강사: 'Instructor',
  '일정 보고 신청하기': 'See sessions and sign up',
  '수업 소개': 'About the class',
  커리큘럼: 'Curriculum',
  완성품: 'What you take home',
  '수업 일정': 'Sessions',
  '취소와 환불은 수업일을 기준으로 합니다.': 'Refunds are counted from the day of the class.',
  '재료 키트': 'Materials kit',
  '판매 중지': 'Not on sale',
  '집에서 배우시는 분은 수업에 쓰는 재료를 한 번에 담을 수 있습니다.':
    'Learning at home? Put every material the class uses into your cart at once.',
  '합계 {price}': 'Total {price}',
  '키트 한 번에 담기': 'Buy the kit',
  // The member's records.
  'TSSA 수강 내역': 'TSSA classes',
  '신청한 수업과 대기, 출석, 취소 내역과 발급받은 자격증입니다.':
    'Your sign-ups, waitlists, attendance, cancellations and certificates.',
  '다가오는 수업': 'Coming classes',
  '신청한 수업이 없습니다.': 'You have not signed up for a class.',
  '대기 중인 수업': 'Waitlists',
  '대기 중인 수업이 없습니다.': 'You are not on a waitlist.',
  '지난 수업': 'Past classes',
  '지난 수업이 없습니다.': 'No past classes.',
  '취소한 수업': 'Cancelled',
  '취소한 수업이 없습니다.': 'No cancelled sign-ups.',
  '결제 대기': 'Awaiting payment',
  '수강 확정': 'Confirmed',
  '신청 취소됨': 'Cancelled',
  '대기 중': 'On the waitlist',
  '자리 배정, 결제 대기': 'Seat offered, awaiting payment',
  출석: 'Attended',
  결석: 'Absent',
  일정: 'Session',
  '대기 순서': 'Place in line',
  '{n}번째': 'No. {n}',
  '결제 기한': 'Pay by',
  '환불 금액': 'Refund',
  '신청 취소': 'Cancel sign-up',
  '수강 신청 취소': 'Cancel sign-up',
  '환불 예정 금액은 {amount}입니다 (수강료의 {rate}%). 취소하시겠습니까?':
    'You will be refunded {amount} ({rate}% of the fee). Cancel this sign-up?',
  '대기 신청을 취소하시겠습니까?': 'Leave the waitlist?',
  '결제 전인 신청이라 환불할 금액이 없습니다. 신청을 취소하시겠습니까?':
    'This sign-up is not paid yet, so there is nothing to refund. Cancel it?',
  '취소되었습니다.': 'Cancelled.',
  // Certificates.
  자격증: 'Certificates',
  '발급받은 자격증이 없습니다. 자격 과정을 마치면 이곳에 표시됩니다.':
    'No certificates yet. They appear here when you finish a certificate track.',
  '자격증 번호': 'Certificate no.',
  '자격증 보기·인쇄': 'View and print',
  '진위 확인 페이지': 'Public check',
  '수료 자격증': 'Certificate of completion',
  성명: 'Name',
  '수료 과정': 'Course',
  발급일: 'Issued',
  '진위 확인': 'Check at',
  '자격증 진위 확인': 'Certificate check',
  'TSSA에서 발급한 유효한 자격증입니다.': 'This is a valid certificate issued by TSSA.',
};
