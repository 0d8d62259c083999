/** Where the shop makes a scent or a product to order. */
export const CUSTOM_STUDIO_PATH = '/custom';

const CUSTOM =
  /맞춤\s*(?:제작|향|주문|디퓨저|캔들|향수)?|주문\s*제작|나만의\s*(?:향|캔들|디퓨저|향수)|커스텀|커스터마이|각인|\bcustom(?:i[sz]ed?)?\b|\bpersonali[sz]ed\b|\bbespoke\b|\bmade[ -]to[ -]order\b/iu;

/**
 * Rule "custom making": a question asking for something made to order (맞춤 제작, 주문 제작, 나만의 향,
 * 커스텀, custom, personalised). The catalogue sells no such product; the custom studio makes them.
 * Making something oneself (캔들 만들기 키트, DIY) is not custom making.
 */
export function isCustomRequest(question: string): boolean {
  return CUSTOM.test(question.normalize('NFC'));
}
