import { HTTP_TIMEOUT_MS, type Language, SALE_CATEGORY_ID } from '~/lib/constants';
import { krwPerUsdOf } from '~/lib/money';
import { sharedCache } from '../cache/lru.ts';
import { categoryTree } from '../catalog/category.service.ts';
import type { ListedProduct } from '../catalog/product.repository.ts';
import { productCard } from '../catalog/product.service.ts';
import type { ProductCard } from '../catalog/product.types.ts';
import { getDb } from '../db/client.ts';
import type { RateRule } from '../http/rate-limit.ts';
import { aiConfig } from '../i18n/ai-translator.ts';
import { logger } from '../log.ts';
import { shopSettings } from '../settings/settings.service.ts';
import { modelIntent, modelReasons } from './ai-model.ts';
import { AI_CANDIDATE_LIMIT, AI_RESULT_LIMIT, type AiSearchSource, type Chip, type Intent } from './ai-search.types.ts';
import { CUSTOM_STUDIO_PATH, isCustomRequest } from './custom-request.ts';
import { type ChipContext, chipsOf, honouredChips, queryOf, relaxations, withoutDropped } from './intent-filters.ts';
import { readQuestion } from './query-reader.ts';
import { ruleReason } from './reasons.ts';
import { findByIntent } from './search.repository.ts';

/** Per client address: enough for a person refining a question, not for a script. */
export const AI_SEARCH_LIMIT: RateRule = {
  name: 'ai-search',
  points: 20,
  durationSeconds: 60,
  message: 'AI 검색 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
};

export type AiSearchAnswer = {
  question: string;
  /** Who read the question: the configured model, or the rule-based reader. */
  source: AiSearchSource;
  /** The understood filters still in force, each removable by its key. */
  chips: Chip[];
  /** Keys of filters left out because no product fitted them all. */
  relaxed: Chip[];
  products: (ProductCard & { reason: string })[];
  /** Where to go instead when the catalogue cannot answer (custom making: the custom studio), or null. */
  redirect: { kind: 'custom'; href: string } | null;
};

/** A question read by the model is kept a while, so taking a chip off does not ask again. */
const modelReads = sharedCache<Intent>({ name: 'AI search reads', tags: [], ttlSeconds: 300, max: 500 });

async function understand(question: string, ctx: Parameters<typeof readQuestion>[1], signal: AbortSignal) {
  const cfg = aiConfig();
  if (cfg) {
    try {
      return {
        intent: await modelReads.get(question, () => modelIntent(cfg, question, ctx, signal)),
        source: 'model' as const,
      };
    } catch (err) {
      logger.warn({ err: String(err) }, 'AI search model failed; the rule-based reader answers');
    }
  }
  return { intent: readQuestion(question, ctx), source: 'rules' as const };
}

async function findRelaxing(intent: Intent, ctx: ChipContext) {
  const db = await getDb();
  const find = (i: Intent) => findByIntent(db, { ...queryOf(i, ctx.tree), limit: AI_CANDIDATE_LIMIT });
  const found = await find(intent);
  if (found.length) return { found, used: intent, relaxed: [] as string[] };
  for (const step of relaxations(intent)) {
    const more = await find(step.intent);
    if (more.length) return { found: more, used: step.intent, relaxed: step.dropped };
  }
  return { found, used: intent, relaxed: [] as string[] };
}

/** The model's order and reasons for the candidates; without a model (or when it fails), none. */
async function modelPicks(question: string, found: ListedProduct[], lang: Language, signal: AbortSignal) {
  const cfg = aiConfig();
  if (!cfg || found.length === 0) return [];
  try {
    return await modelReasons(cfg, question, found, lang, signal);
  } catch (err) {
    logger.warn({ err: String(err) }, 'AI search reasons failed; reasons are composed from the filters');
    return [];
  }
}

/**
 * Spec 2.2 AI search: the question read into filters (model, or rules as the fallback), the real
 * catalog searched with them, and each product shown with a one-line reason.
 */
export async function aiSearch(q: {
  question: string;
  drop: string[];
  lang: Language;
  format: (krw: number) => string;
  timeoutMs?: number;
}): Promise<AiSearchAnswer> {
  if (isCustomRequest(q.question)) {
    // Made to order: no product of the catalogue answers it; the custom studio does.
    return {
      question: q.question,
      source: 'rules',
      chips: [],
      relaxed: [],
      products: [],
      redirect: { kind: 'custom', href: CUSTOM_STUDIO_PATH },
    };
  }
  const [tree, settings] = await Promise.all([categoryTree(), shopSettings()]);
  const ctx = { tree, krwPerUsd: krwPerUsdOf(settings.exchange_rate), saleCategoryId: SALE_CATEGORY_ID };
  const chipCtx: ChipContext = { lang: q.lang, format: q.format, tree };
  const signal = AbortSignal.timeout(q.timeoutMs ?? aiConfig()?.timeoutMs ?? HTTP_TIMEOUT_MS);
  const { intent: full, source } = await understand(q.question, ctx, signal);
  const intent = withoutDropped(full, q.drop);
  const { found, used, relaxed } = await findRelaxing(intent, chipCtx);
  const picks = source === 'model' ? await modelPicks(q.question, found, q.lang, signal) : [];
  const reasons = new Map(picks.map((p) => [p.id, p.reason]));
  const ordered = [
    ...picks.flatMap((p) => found.filter((f) => f.id === p.id)),
    ...found.filter((f) => !reasons.has(f.id)),
  ];
  const shown = ordered.slice(0, AI_RESULT_LIMIT);
  // Only what the results honour: hard filters in force or set aside (said so), and ranking wishes
  // some shown product actually holds.
  const chips = honouredChips(chipsOf(intent, chipCtx), intent, shown, relaxed);
  return {
    question: q.question,
    source,
    chips,
    relaxed: chips.filter((c) => relaxed.includes(c.key)),
    redirect: null,
    products: shown.map((p) => ({
      ...productCard(p),
      reason: reasons.get(p.id) ?? ruleReason(p, used, chipCtx),
    })),
  };
}
