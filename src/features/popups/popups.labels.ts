/** The popup dialog's words, Korean by default; an English page passes its own (e.g. each run through `t()`). */
export const KO_POPUP_LABELS = {
  title: '팝업 공지',
  close: '닫기',
  confirm: '확인',
};

export type PopupLabels = typeof KO_POPUP_LABELS;
