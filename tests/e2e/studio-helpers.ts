import type { Locator, Page } from '@playwright/test';
import { tick } from './fixtures';

/** The seeded materials the studio tests pick by name. */
export const STUDIO = {
  notes: [
    '제주 감귤 프래그런스 오일',
    '라즈베리 로즈 프래그런스 오일',
    '한옥 우드 프래그런스 오일',
    '화이트 머스크 프래그런스 오일',
  ] as const,
  colour: '블루',
};

export const dialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog')).last();

/** The first-visit tour marked seen, for tests about something else. */
export async function skipTour(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('studio/tour-seen', '1'));
}

export async function chooseFourNotes(scope: Locator): Promise<void> {
  for (const note of STUDIO.notes) await tick(scope.getByRole('checkbox', { name: note, exact: true }));
}

type Materials = {
  types: {
    type: string;
    sizes: { ml: number }[];
    load: { min: number; max: number };
    bases: { id: number; safety_no: string | null }[];
  }[];
  oils: { id: number; max_percent: number | null; available: boolean }[];
  vessels: { id: number; fits: string[]; available: boolean }[];
};

/** A valid candle formula saved through the API in the page's session; answers its id. */
export async function saveFormulaThroughApi(page: Page, name: string, post: PostAs): Promise<number> {
  const { data } = (await (await page.request.get('/api/v1/studio/materials?type=candle')).json()) as {
    data: Materials;
  };
  const candle = data.types.find((t) => t.type === 'candle');
  if (!candle) throw new Error('no candle in the studio materials');
  const load = candle.load.min;
  const oils = data.oils.filter((o) => o.available && ((o.max_percent ?? 100) * 100) / load >= 50).slice(0, 2);
  const vessel = data.vessels.find((v) => v.available && v.fits.includes('candle'));
  const composition = {
    type: 'candle',
    size_ml: candle.sizes[0]?.ml,
    base_id: candle.bases.find((b) => b.safety_no)?.id,
    load_percent: load,
    notes: oils.map((o, i) => ({ material_id: o.id, role: i === 0 ? 'top' : 'base', share: 50 })),
    colours: [],
    vessel_id: vessel?.id ?? null,
    lid_id: null,
    label: null,
  };
  const res = await post(page, '/api/v1/formulas', { name, composition });
  if (res.status() !== 201 && res.status() !== 200)
    throw new Error(`formula not saved: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

type PostAs = (page: Page, url: string, data: object) => Promise<import('@playwright/test').APIResponse>;
