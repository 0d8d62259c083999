/**
 * Toss Payments names a virtual account's bank by a two-digit code (the Korean clearing code without
 * its leading zero). KB Kookmin appears as both 04 and 06.
 */
const BANKS: Record<string, [kr: string, en: string]> = {
  '02': ['KDB산업은행', 'KDB Korea Development Bank'],
  '03': ['IBK기업은행', 'IBK Industrial Bank of Korea'],
  '04': ['KB국민은행', 'KB Kookmin Bank'],
  '06': ['KB국민은행', 'KB Kookmin Bank'],
  '07': ['Sh수협은행', 'Sh Suhyup Bank'],
  '11': ['NH농협은행', 'NH NongHyup Bank'],
  '12': ['단위농협', 'Local NongHyup'],
  '20': ['우리은행', 'Woori Bank'],
  '23': ['SC제일은행', 'SC First Bank'],
  '27': ['씨티은행', 'Citibank Korea'],
  '31': ['iM뱅크(대구)', 'iM Bank (Daegu)'],
  '32': ['부산은행', 'Busan Bank'],
  '34': ['광주은행', 'Gwangju Bank'],
  '35': ['제주은행', 'Jeju Bank'],
  '37': ['전북은행', 'Jeonbuk Bank'],
  '39': ['경남은행', 'Kyongnam Bank'],
  '45': ['새마을금고', 'MG Saemaul Geumgo'],
  '48': ['신협', 'Shinhyup'],
  '50': ['저축은행', 'Savings bank'],
  '64': ['산림조합', 'Sanlim'],
  '71': ['우체국', 'Korea Post'],
  '81': ['하나은행', 'Hana Bank'],
  '88': ['신한은행', 'Shinhan Bank'],
  '89': ['케이뱅크', 'K Bank'],
  '90': ['카카오뱅크', 'KakaoBank'],
  '92': ['토스뱅크', 'Toss Bank'],
};

/** The bank's name in Korean and English; an unknown code is shown as it came. */
export function tossBankName(code: string): { kr: string; en: string } {
  const hit = BANKS[code.padStart(2, '0')];
  return hit ? { kr: hit[0], en: hit[1] } : { kr: code, en: code };
}
