/** English for the administrators' security: the password asked again, two-factor sign-in. */
export const enAdminSecurity: Record<string, string> = {
  '보안 설정': 'Security',
  '보안을 위해 비밀번호를 다시 입력해 주세요. 확인 후 5분 동안 다시 묻지 않습니다.':
    'For your security, enter your password again. You will not be asked again for 5 minutes.',
  '민감한 작업의 비밀번호 확인': 'Password for sensitive changes',
  '관리자 권한 변경, 복구 코드 만들기처럼 민감한 작업은 비밀번호를 다시 확인한 뒤에만 할 수 있습니다. 확인은 이 로그인에서 {minutes}분 동안 유효합니다.':
    'Sensitive changes, such as administrator roles or new recovery codes, need your password again. A confirmation lasts {minutes} minutes in this sign-in.',
  '관리자는 30분 동안 사용하지 않으면 자동으로 로그아웃됩니다.': 'Administrators are signed out after 30 idle minutes.',
  '2단계 인증 (OTP)': 'Two-factor sign-in (OTP)',
  '2단계 인증': 'Two-factor sign-in',
  켜짐: 'On',
  꺼짐: 'Off',
  '{when}부터': 'since {when}',
  '남은 복구 코드 {count}개': '{count, plural, one {# recovery code} other {# recovery codes}} left',
  '로그인할 때 비밀번호 다음에 인증 앱(Google Authenticator 등)의 6자리 코드를 입력하도록 합니다.':
    'After the password, sign-in asks for the 6-digit code of an authenticator app (Google Authenticator and the like).',
  '2단계 인증 켜기': 'Turn on two-factor sign-in',
  '인증 앱으로 QR 코드를 찍거나 아래 키를 입력한 뒤, 앱에 나온 6자리 코드를 입력해 주세요.':
    'Scan the QR code with your authenticator app or type the key below, then enter the 6-digit code the app shows.',
  '인증 앱에 등록할 QR 코드': 'QR code for your authenticator app',
  '직접 입력할 키': 'Key to type in',
  '인증 코드': 'Authentication code',
  '확인하고 켜기': 'Confirm and turn on',
  '복구 코드': 'Recovery codes',
  '이 코드는 지금 한 번만 보여 드립니다. 휴대폰을 잃어버렸을 때 인증 코드 대신 쓸 수 있으니 안전한 곳에 적어 두세요. 각 코드는 한 번만 쓸 수 있습니다.':
    'These codes are shown this once. Keep them somewhere safe: if you lose your phone, one of them signs you in instead of a code. Each works once.',
  보관했습니다: 'I have kept them',
  '복구 코드 새로 만들기': 'Make new recovery codes',
  '새 코드 10개를 만들면 남은 이전 코드는 모두 쓸 수 없게 됩니다.':
    'Making 10 new codes stops every old code from working.',
  '2단계 인증을 끌까요? 로그인할 때 비밀번호만 묻게 됩니다.':
    'Turn off two-factor sign-in? Sign-in will ask for the password only.',
  '2단계 인증 끄기': 'Turn off two-factor sign-in',
  '인증 코드 또는 복구 코드': 'Authentication code or recovery code',
  // Server messages
  '보안을 위해 비밀번호를 다시 입력해 주세요.': 'For your security, enter your password again.',
  '비밀번호를 확인했습니다.': 'Password confirmed.',
  '인증 앱의 6자리 코드를 입력해 주세요.': 'Enter the 6-digit code of your authenticator app.',
  '인증 코드가 올바르지 않습니다.': 'The code is not right.',
  '인증 시간이 지났습니다. 아이디와 비밀번호로 다시 로그인해 주세요.':
    'The sign-in timed out. Sign in again with your id and password.',
  '2단계 인증을 켰습니다. 복구 코드를 안전한 곳에 보관해 주세요.':
    'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  '2단계 인증을 껐습니다.': 'Two-factor sign-in is off.',
  '복구 코드를 새로 만들었습니다. 이전 코드는 더 이상 쓸 수 없습니다.':
    'New recovery codes made. The old codes no longer work.',
  '2단계 인증이 이미 켜져 있습니다.': 'Two-factor sign-in is already on.',
  '2단계 인증이 켜져 있지 않습니다.': 'Two-factor sign-in is not on.',
  '먼저 2단계 인증 설정을 시작해 주세요.': 'Begin turning on two-factor sign-in first.',
  '비밀번호 확인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.':
    'Too many password attempts. Try again in 15 minutes.',
  '인증 코드 입력 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.':
    'Too many code attempts. Try again in 15 minutes.',
  '2단계 인증 비밀키를 읽을 수 없습니다. 서버의 TWO_FACTOR_KEY 설정을 확인해 주세요.':
    "The two-factor secret cannot be read. Check the server's TWO_FACTOR_KEY setting.",
};
