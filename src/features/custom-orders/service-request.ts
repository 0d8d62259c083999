import { MAX_FILES_MESSAGE } from '~/components/ui/file-input';
import { MAX_LENGTH_HINT } from '~/components/ui/text-length';
import { FILE_MESSAGES } from '~/server/boards/attachments';
import { CUSTOM_ORDER_MESSAGES, SPACE_TYPES, type SpaceType } from '~/server/custom-orders/custom-order.schema';
import { translatorFor } from '~/server/i18n/translator';

/** Korean names of the kinds of space a signature scent is made for. */
export const SPACE_LABELS: Record<SpaceType, string> = {
  office: '사무실',
  hotel: '호텔·숙박',
  retail: '매장·쇼룸',
  cafe: '카페·레스토랑',
  clinic: '병원·클리닉',
  event: '행사·웨딩',
  home: '집',
  other: '기타',
};

/** The request form's props in the page's language (labels, choices, the API's messages). */
export function serviceRequestProps(locals: App.Locals, contact: { name: string; mobile: string; email: string }) {
  const t = translatorFor(locals);
  const kit = [MAX_FILES_MESSAGE, MAX_LENGTH_HINT, '파일 선택', '{count}/{max}개', '{name} 삭제'];
  const apiMessages = [
    ...Object.values(CUSTOM_ORDER_MESSAGES),
    ...Object.values(FILE_MESSAGES),
    '휴대폰 번호 형식이 올바르지 않습니다. (예: 010-1234-5678)',
    '이메일 형식이 올바르지 않습니다.',
    '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  ];
  return {
    spaces: SPACE_TYPES.map((value) => ({ value, label: t(SPACE_LABELS[value]) })),
    contact,
    dict: Object.fromEntries(kit.map((k) => [k, t(k)])),
    words: {
      errorTitle: t('오류'),
      failed: t('일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'),
      messages: locals.lang === 'kr' ? {} : Object.fromEntries(apiMessages.map((m) => [m, t(m)])),
    },
    labels: {
      company: t('회사명 또는 브랜드명'),
      spaceType: t('공간 유형'),
      choose: t('선택해 주세요'),
      scentWords: t('원하시는 향의 방향'),
      scentPlaceholder: t('예: 따뜻한 우디, 깨끗한 비누 향, 은은한 시트러스'),
      quantity: t('예상 수량'),
      budget: t('예산 (원)'),
      contactName: t('담당자 성함'),
      mobile: t('휴대폰 번호'),
      email: t('이메일'),
      message: t('요청 사항'),
      messagePlaceholder: t('공간의 크기, 원하는 제품(디퓨저, 캔들, 룸 스프레이), 일정 등을 적어 주세요.'),
      files: t('참고 파일'),
      filesHint: t(
        '공간 사진이나 브랜드 자료(JPEG, PNG, GIF, BMP, WebP, PDF)를 한 개에 10MB까지, 최대 5개 올릴 수 있습니다.',
      ),
      privacy: t(
        '상담과 제작을 위해 담당자 성함, 휴대폰 번호, 이메일을 수집하며 상담 종료 후 1년간 보관하는 데 동의합니다.',
      ),
      submit: t('제작 요청 보내기'),
      sentTitle: t('제작 요청이 접수되었습니다'),
      sentHelp: t('영업일 2일 안에 담당자가 연락드립니다. 진행 상황은 마이페이지의 맞춤 제작 내역에서 볼 수 있습니다.'),
      viewMine: t('진행 상황 보기'),
      required: t('필수'),
    },
  };
}
