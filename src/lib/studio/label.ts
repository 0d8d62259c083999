/** Label text rules: Korean up to 20 characters, English up to 30, trimmed, no control characters. */
import { type Lang, studioMessage as msg } from './messages.ts';
import { addError, type FieldErrors, LABEL_FONTS, type Label, type LabelFont } from './types.ts';

export const LABEL_MAX_KO = 20;
export const LABEL_MAX_EN = 30;

export const LABEL_FONT_NAMES: Record<LabelFont, { name: string; name_en: string; css: string }> = {
  myeongjo: { name: '명조', name_en: 'Serif', css: "'Nanum Myeongjo', 'Noto Serif KR', serif" },
  gothic: { name: '고딕', name_en: 'Sans-serif', css: "'Pretendard', sans-serif" },
  handwriting: { name: '손글씨', name_en: 'Handwriting', css: "'Nanum Pen Script', cursive" },
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const HEX = /^#[0-9a-fA-F]{6}$/;

/** Characters as a person counts them (code points). */
export const charCount = (s: string): number => [...s].length;

/** The label as stored: texts trimmed and composed (NFC); nothing else changes (it is escaped when shown). */
export function normaliseLabel(label: Label): Label {
  return { ...label, textKo: label.textKo.normalize('NFC').trim(), textEn: label.textEn.normalize('NFC').trim() };
}

function checkText(errors: FieldErrors, field: string, text: string, max: number, what: string, lang: Lang): void {
  if (CONTROL.test(text)) addError(errors, field, msg(lang, 'labelControl', { what }));
  if (charCount(text) > max) addError(errors, field, msg(lang, 'labelLength', { what, max, count: charCount(text) }));
}

/** Label rules, errors keyed `label.text_ko`, `label.text_en`, `label.font`, `label.colour`. */
export function checkLabel(label: Label | null, lang: Lang = 'ko'): FieldErrors {
  const errors: FieldErrors = {};
  if (!label) return errors;
  const l = normaliseLabel(label);
  checkText(errors, 'label.text_ko', l.textKo, LABEL_MAX_KO, msg(lang, 'labelKo'), lang);
  checkText(errors, 'label.text_en', l.textEn, LABEL_MAX_EN, msg(lang, 'labelEn'), lang);
  if (!l.textKo && !l.textEn) addError(errors, 'label.text_ko', msg(lang, 'labelEmpty'));
  if (!(LABEL_FONTS as readonly string[]).includes(l.font))
    addError(errors, 'label.font', msg(lang, 'labelFont', { fonts: LABEL_FONTS.join(', ') }));
  if (!HEX.test(l.colour)) addError(errors, 'label.colour', msg(lang, 'labelColour'));
  return errors;
}
