import { describe, expect, it } from 'vitest';
import { aiConfig } from './ai-translator';

const model = { AI_BASE_URL: 'http://127.0.0.1:1/v1/', AI_API_KEY: 'k', AI_MODEL: 'm' };

describe('aiConfig', () => {
  it('is off unless the base address, key and model are all set', () => {
    expect(aiConfig({})).toBeUndefined();
    expect(aiConfig({ AI_BASE_URL: 'http://x', AI_API_KEY: 'k' })).toBeUndefined();
  });

  it('gives the model 10 seconds to answer (spec: 10 s timeout), or AI_TIMEOUT_MS when set', () => {
    expect(aiConfig(model)).toEqual({ baseUrl: 'http://127.0.0.1:1/v1', apiKey: 'k', model: 'm', timeoutMs: 10_000 });
    expect(aiConfig({ ...model, AI_TIMEOUT_MS: '1500' })?.timeoutMs).toBe(1500);
    expect(aiConfig({ ...model, AI_TIMEOUT_MS: 'soon' })?.timeoutMs).toBe(10_000);
  });
});
