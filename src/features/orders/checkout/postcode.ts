import { loadScript } from '../toss-widget';

const POSTCODE_SCRIPT = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

declare global {
  interface Window {
    daum?: { Postcode: new (o: { oncomplete: (d: Record<string, string>) => void }) => { open: () => void } };
  }
}

export type FoundAddress = { zonecode: string; address1: string };

/** Opens Kakao (Daum)'s postcode finder; rejects when its script cannot be loaded. */
export async function openPostcode(onFound: (address: FoundAddress) => void): Promise<void> {
  if (!window.daum?.Postcode) await loadScript(POSTCODE_SCRIPT);
  if (!window.daum?.Postcode) throw new Error('postcode unavailable');
  new window.daum.Postcode({
    oncomplete: (data) =>
      onFound({
        zonecode: data.zonecode ?? '',
        address1: data.roadAddress || data.jibunAddress || data.address || '',
      }),
  }).open();
}
