import { atom, map } from 'nanostores';
import { type Language, TRANSLATION_FLUSH_MS } from '~/lib/constants';
import { getJson, postJson } from '~/lib/http';
import { translate } from '~/lib/i18n';

/** Translation packages by language (spec 7: GET /api/translation-ai/package). */
export const $packages = map<Record<string, Record<string, string>>>({});
export const $language = atom<Language>('kr');

const queue = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;

export async function loadPackage(locale: Language): Promise<void> {
  $language.set(locale);
  if (locale === 'kr') return;
  const pkg = await getJson<Record<string, string>>('/api/translation-ai/package', {
    searchParams: { locale },
    silent: true,
  });
  $packages.setKey(locale, { ...($packages.get()[locale] ?? {}), ...pkg });
}

/** Sends the queued misses; the answer is merged into the stored package. */
export async function flushMisses(): Promise<void> {
  timer = undefined;
  const locale = $language.get();
  if (queue.size === 0 || locale === 'kr') return;
  const terms = Object.fromEntries([...queue].map((t) => [t, t]));
  queue.clear();
  try {
    const answer = await postJson<Record<string, string>>(
      '/api/translation-ai/terms',
      { locale, terms },
      { silent: true },
    );
    $packages.setKey(locale, { ...($packages.get()[locale] ?? {}), ...answer });
  } catch {
    // Untranslated text keeps showing its source; the terms wait on the server for an operator.
  }
}

export function queueMiss(text: string): void {
  if (text.trim() === '') return;
  queue.add(text);
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => void flushMisses(), TRANSLATION_FLUSH_MS);
}

/**
 * Spec 4: Korean, or no package for the language, shows text as written with placeholders filled;
 * otherwise a missing term shows its source and is queued, sent 2000 ms after the latest miss.
 */
export function t(text: string, vars?: Record<string, string | number>): string {
  const lang = $language.get();
  const result = translate(text, lang, $packages.get()[lang], vars);
  if (result.missing) queueMiss(text);
  return result.text;
}
