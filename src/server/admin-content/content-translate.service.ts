/** "Translate the Korean" of the content studio: English for a page's texts from the configured model. */
import { config } from '../config.ts';
import { sanitizeRichText } from '../content/sanitize.ts';
import { aiConfig, translateWithAi } from '../i18n/ai-translator.ts';

const plain = (html: string) => html.replace(/<[^>]*>/g, '').trim();

/**
 * English for a page's Korean from the configured model; the body through the shop's whitelist, the
 * title and summary as plain text. Without a model (or when it fails) nothing comes back and the
 * English is left for a person.
 */
export async function translateKorean(input: { title: string; summary: string; body: string }): Promise<{
  title_en: string;
  summary_en: string;
  body_en: string;
  machine: boolean;
}> {
  const ai = aiConfig(config);
  const sources = [input.title, input.summary, input.body].filter((s) => s.trim() !== '');
  const got = ai ? await translateWithAi(ai, sources, 'en') : {};
  const of = (s: string) => (s.trim() === '' ? '' : (got[s] ?? ''));
  const out = {
    title_en: plain(of(input.title)),
    summary_en: plain(of(input.summary)),
    body_en: sanitizeRichText(of(input.body)).trim(),
  };
  return { ...out, machine: Object.values(out).some((v) => v !== '') };
}
