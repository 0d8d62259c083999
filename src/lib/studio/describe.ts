/**
 * A blend in plain words, from its notes' families and roles ("상큼한 시트러스로 시작해 우디한
 * 잔향" / "Opens with bright citrus, settles into a woody trail"), and its family profile (the share
 * of each family in the oil) for the composer's bars.
 */
import { particle } from '../josa.ts';
import { FAMILIES, type Family, type NoteRole } from './types.ts';

export type DescribedNote = { family: Family; role: NoteRole; share: number };

/** How each family reads: Korean and English, as an opening, a heart and a trail. */
const WORDS: Record<Family, { ko: string; trailKo: string; en: string }> = {
  citrus: { ko: '상큼한 시트러스', trailKo: '상큼한', en: 'bright citrus' },
  floral: { ko: '화사한 플로럴', trailKo: '화사한 플로럴', en: 'soft florals' },
  woody: { ko: '우디', trailKo: '우디한', en: 'woods' },
  green: { ko: '싱그러운 그린', trailKo: '싱그러운 그린', en: 'fresh greens' },
  gourmand: { ko: '달콤한 구르망', trailKo: '달콤한', en: 'sweet gourmand notes' },
  fresh: { ko: '깨끗한 프레시', trailKo: '깨끗한', en: 'clean, airy notes' },
  spicy: { ko: '따뜻한 스파이스', trailKo: '따뜻한 스파이시', en: 'warm spice' },
  musk: { ko: '포근한 머스크', trailKo: '포근한 머스크', en: 'soft musk' },
};
const TRAIL_EN: Record<Family, string> = {
  citrus: 'a zesty',
  floral: 'a floral',
  woody: 'a woody',
  green: 'a green',
  gourmand: 'a sweet',
  fresh: 'a clean',
  spicy: 'a warm, spicy',
  musk: 'a soft musky',
};

const round1 = (v: number) => Math.round(v * 10) / 10;

/** Share of each family in the oil (%), largest first; families absent are left out. */
export function familyProfile(notes: Pick<DescribedNote, 'family' | 'share'>[]): { family: Family; share: number }[] {
  const total = notes.reduce((s, n) => s + Math.max(0, n.share), 0);
  if (total <= 0) return [];
  const by = new Map<Family, number>();
  for (const n of notes) by.set(n.family, (by.get(n.family) ?? 0) + Math.max(0, n.share));
  return FAMILIES.filter((f) => by.has(f))
    .map((family) => ({ family, share: round1(((by.get(family) ?? 0) * 100) / total) }))
    .sort((a, b) => b.share - a.share);
}

/** The family with the largest share among the notes of one role. */
function leading(notes: DescribedNote[], role: NoteRole): Family | undefined {
  return familyProfile(notes.filter((n) => n.role === role))[0]?.family;
}

/** The plain-language description in Korean and English; empty strings for an empty blend. */
export function describeBlend(notes: DescribedNote[]): { ko: string; en: string } {
  const top = leading(notes, 'top');
  const mid = leading(notes, 'middle');
  const base = leading(notes, 'base');
  const present = [top, mid, base].filter((f): f is Family => f !== undefined);
  if (present.length === 0) return { ko: '', en: '' };
  if (present.length === 1) {
    const only = present[0] as Family;
    return { ko: `${WORDS[only].ko} 중심의 향`, en: `A scent built on ${WORDS[only].en}` };
  }
  const ko: string[] = [];
  const en: string[] = [];
  const open = top ?? mid;
  if (open) {
    ko.push(`${WORDS[open].ko}${particle(WORDS[open].ko, '으로/로')} 시작해`);
    en.push(`Opens with ${WORDS[open].en}`);
  }
  if (top && mid) {
    ko.push(`${WORDS[mid].ko}${particle(WORDS[mid].ko, '을/를')} 지나`);
    en.push(`with a heart of ${WORDS[mid].en}`);
  }
  const last = base ?? (top ? mid : undefined);
  if (last) {
    ko.push(`${WORDS[last].trailKo} 잔향`);
    en.push(`settles into ${TRAIL_EN[last]} trail`);
  }
  return { ko: ko.join(' '), en: en.join(', ') };
}
