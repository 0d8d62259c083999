import { FILE_MESSAGES } from '~/server/boards/attachments';
import { BOARD_MESSAGES } from '~/server/boards/board.schema';
import { INQUIRY_MESSAGES } from '~/server/boards/board.service';
import { REQUEST_MESSAGES } from '~/server/boards/request.service';
import { translatorFor } from '~/server/i18n/translator';

/**
 * The API's Korean messages in the page's language, for the board forms' scripts: empty on a Korean
 * page, where they are shown as sent.
 */
export function boardMessages(locals: App.Locals): Record<string, string> {
  if (locals.lang === 'kr') return {};
  const t = translatorFor(locals);
  const all = [
    ...Object.values(BOARD_MESSAGES),
    ...Object.values(FILE_MESSAGES),
    ...Object.values(INQUIRY_MESSAGES),
    ...Object.values(REQUEST_MESSAGES),
    '휴대폰 번호를 입력해 주세요.',
    '휴대폰 번호 형식이 올바르지 않습니다. (예: 010-1234-5678)',
    '이메일을 입력해 주세요.',
    '이메일 형식이 올바르지 않습니다.',
    '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    '보안 토큰이 만료되었습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
  ];
  return Object.fromEntries(all.map((m) => [m, t(m)]));
}
