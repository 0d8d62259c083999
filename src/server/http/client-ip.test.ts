import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function ipFor(trust: string | undefined, headers: Record<string, string>) {
  if (trust) vi.stubEnv('TRUST_PROXY', trust);
  vi.resetModules();
  const { clientIp } = await import('./client-ip');
  return clientIp({ request: new Request('http://x/', { headers }), clientAddress: '10.0.0.5' });
}

describe('client address', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY says a proxy of ours sets it', async () => {
    expect(await ipFor(undefined, { 'X-Forwarded-For': '203.0.113.7' })).toBe('10.0.0.5');
    expect(await ipFor('true', { 'X-Forwarded-For': '203.0.113.7, 10.0.0.1' })).toBe('203.0.113.7');
  });
});
