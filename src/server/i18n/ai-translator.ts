import { type Config, config } from '../config.ts';
import { logger } from '../log.ts';

export type AiConfig = { baseUrl: string; apiKey: string; model: string; timeoutMs: number };

type AiSettings = Pick<Config, 'aiBaseUrl' | 'aiApiKey' | 'aiModel' | 'aiTimeoutMs'>;

/** The model, when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set; it gets AI_TIMEOUT_MS (10 s) to answer. */
export function aiConfig(settings: AiSettings = config): AiConfig | undefined {
  const { aiBaseUrl: baseUrl, aiApiKey: apiKey, aiModel: model, aiTimeoutMs: timeoutMs } = settings;
  return baseUrl && apiKey && model ? { baseUrl, apiKey, model, timeoutMs } : undefined;
}

const SYSTEM = [
  'You translate Korean user-interface text of an online shop for candle, fragrance and diffuser supplies into natural English.',
  'Keep {placeholders}, numbers, brand names and units exactly as written. Keep it short, as a shop would write it.',
  'Answer only with a JSON object that maps each given Korean source string to its English translation.',
].join(' ');

/**
 * Asks an OpenAI-compatible chat model for translations. Any failure (timeout, bad status, bad
 * JSON) returns an empty map, which leaves the terms pending for an operator.
 */
export async function translateWithAi(
  cfg: AiConfig,
  sources: string[],
  locale: string,
): Promise<Record<string, string>> {
  if (sources.length === 0 || locale !== 'en') return {};
  try {
    const res = await fetch(`${cfg.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${cfg.apiKey}` },
      body: JSON.stringify({
        model: cfg.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: JSON.stringify(sources) },
        ],
      }),
      signal: AbortSignal.timeout(cfg.timeoutMs),
    });
    if (!res.ok) throw new Error(`translation provider answered ${res.status}`);
    const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
    const parsed = JSON.parse(body.choices?.[0]?.message?.content ?? '{}') as Record<string, unknown>;
    const wanted = new Set(sources);
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (e): e is [string, string] => wanted.has(e[0]) && typeof e[1] === 'string' && e[1].trim() !== '',
      ),
    );
  } catch (err) {
    logger.warn({ err: String(err), count: sources.length }, 'machine translation failed; terms stay pending');
    return {};
  }
}
