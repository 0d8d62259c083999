import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { aiConfig } from './ai-translator';

/** The model a process started with `env` has. */
const aiFrom = (env: Record<string, string>) => aiConfig(parseConfig(env));

const model = { AI_BASE_URL: 'http://127.0.0.1:1/v1/', AI_API_KEY: 'k', AI_MODEL: 'm' };

describe('aiConfig', () => {
  it('is off unless the base address, key and model are all set', () => {
    expect(aiFrom({})).toBeUndefined();
    expect(aiFrom({ AI_BASE_URL: 'http://x', AI_API_KEY: 'k' })).toBeUndefined();
  });

  it('gives the model 10 seconds to answer (spec: 10 s timeout), or AI_TIMEOUT_MS when set (a start with an unreadable one fails)', () => {
    expect(aiFrom(model)).toEqual({ baseUrl: 'http://127.0.0.1:1/v1', apiKey: 'k', model: 'm', timeoutMs: 10_000 });
    expect(aiFrom({ ...model, AI_TIMEOUT_MS: '1500' })?.timeoutMs).toBe(1500);
    expect(() => aiFrom({ ...model, AI_TIMEOUT_MS: 'soon' })).toThrow(/AI_TIMEOUT_MS: expects milliseconds/);
  });
});
