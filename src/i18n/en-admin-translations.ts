/** English for the back office's translation queue. */
export const enAdminTranslations: Record<string, string> = {
  '번역 관리': 'Translations',
  '영어 번역률 {percent}%': 'English coverage {percent}%',
  '쇼핑몰이 보여 준 한국어 문구 {total}개 가운데 영어 번역이 있는 문구의 비율입니다. 기계 번역은 손님에게 보이지만, 사람이 고치거나 승인하기 전까지 기계 번역으로 표시됩니다.':
    'The share of the {total} Korean texts the shop has shown that have an English translation. Machine translations are shown to visitors but stay marked as machine-made until a person edits or approves them.',
  '번역 대기': 'Waiting',
  '기계 번역': 'Machine-made',
  승인됨: 'Approved',
  '번역 검색': 'Search translations',
  원문·번역문: 'Source or translation',
  '번역 목록': 'Translations',
  원문: 'Source',
  '영어 번역': 'English',
  '조건에 맞는 문구가 없습니다.': 'No text matches.',
  '"{source}"의 영어 번역': 'English for "{source}"',
  '"{source}" 번역 승인하기': 'Approve the English for "{source}"',
  승인하기: 'Approve',
};
