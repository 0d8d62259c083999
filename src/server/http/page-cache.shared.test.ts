import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../log';
import { clearPageCache, pageCacheUsage, sharedPage, storePage } from './page-cache';

beforeEach(clearPageCache);
afterEach(() => vi.unstubAllEnvs());

const page = (body: string) => new Response(body, { headers: { 'Content-Type': 'text/html' } });

describe('shared pages', () => {
  /** A render that counts itself and finishes when `release` is called. */
  function slowRender(html: string, status = 200, ttlSeconds = 15) {
    let release = () => {};
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    const render = vi.fn(async () => {
      await done;
      return { response: new Response(html, { status, headers: { 'Content-Type': 'text/html' } }), ttlSeconds };
    });
    return { render, release };
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('sends an expired page as it was while it is rendered again behind it, once, for nobody to wait on', async () => {
    await storePage('hot', page('<p>old</p>'), 15, null, Date.now() - 16_000);
    const { render, release } = slowRender('<p>new</p>');
    // The first request after its time is sent the kept page at once; the render goes on without it.
    expect(await (await sharedPage('hot', null, render)).text()).toBe('<p>old</p>');
    const others = await Promise.all([1, 2, 3].map(() => sharedPage('hot', null, render)));
    expect(await Promise.all(others.map((r) => r.text()))).toEqual(['<p>old</p>', '<p>old</p>', '<p>old</p>']);
    expect(render).toHaveBeenCalledTimes(1);
    release();
    await tick();
    expect(await (await sharedPage('hot', null, render)).text()).toBe('<p>new</p>');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps sending an expired page when its new render fails, logs why, and renders it again on the next request', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    await storePage('flaky', page('<p>old</p>'), 15, null, Date.now() - 16_000);
    const failing = vi.fn(async (): Promise<{ response: Response; ttlSeconds: number }> => {
      throw new Error('database gone');
    });
    expect(await (await sharedPage('flaky', null, failing)).text()).toBe('<p>old</p>');
    await tick();
    const { render, release } = slowRender('<p>new</p>');
    release();
    expect(await (await sharedPage('flaky', null, render)).text()).toBe('<p>old</p>');
    await tick();
    expect(await (await sharedPage('flaky', null, render)).text()).toBe('<p>new</p>');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'flaky', err: expect.objectContaining({ message: 'database gone' }) }),
      'a kept page could not be rendered again; its copy is kept',
    );
    warn.mockRestore();
  });

  it('renders late pages again two at a time; the others are sent as they were until their turn', async () => {
    const late = ['p1', 'p2', 'p3', 'p4'];
    for (const key of late) await storePage(key, page(`<p>old ${key}</p>`), 15, null, Date.now() - 16_000);
    const renders = late.map((key) => slowRender(`<p>new ${key}</p>`));
    const sent = await Promise.all(
      late.map((key, i) => sharedPage(key, null, (renders[i] as (typeof renders)[0]).render)),
    );
    expect(await Promise.all(sent.map((r) => r.text()))).toEqual(late.map((key) => `<p>old ${key}</p>`));
    expect(renders.map((r) => r.render.mock.calls.length)).toEqual([1, 1, 0, 0]);
    // Asked again while waiting: still the old page, and no render of its own.
    expect(await (await sharedPage('p3', null, (renders[2] as (typeof renders)[number]).render)).text()).toBe(
      '<p>old p3</p>',
    );
    renders[0]?.release();
    await tick();
    expect(renders.map((r) => r.render.mock.calls.length)).toEqual([1, 1, 1, 0]);
    for (const r of renders) r.release();
    await tick();
    await tick();
    expect(renders.map((r) => r.render.mock.calls.length)).toEqual([1, 1, 1, 1]);
    const fresh = await Promise.all(
      late.map((key, i) => sharedPage(key, null, (renders[i] as (typeof renders)[0]).render)),
    );
    expect(await Promise.all(fresh.map((r) => r.text()))).toEqual(late.map((key) => `<p>new ${key}</p>`));
  });

  it('starts a waiting render at once for a visitor who asks after the page may no longer be sent', async () => {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(now);
      for (const key of ['a', 'b', 'c']) await storePage(key, page(`<p>old ${key}</p>`), 15, null, now - 16_000);
      const busy = [slowRender('<p>new a</p>'), slowRender('<p>new b</p>')];
      await sharedPage('a', null, (busy[0] as (typeof busy)[number]).render);
      await sharedPage('b', null, (busy[1] as (typeof busy)[number]).render);
      const c = slowRender('<p>new c</p>');
      expect(await (await sharedPage('c', null, c.render)).text()).toBe('<p>old c</p>');
      expect(c.render).not.toHaveBeenCalled();
      // 31 s on, the old copy of c may no longer be sent: this visitor starts its render and waits for it.
      vi.setSystemTime(now + 31_000);
      const waited = sharedPage('c', null, c.render);
      await tick();
      expect(c.render).toHaveBeenCalledTimes(1);
      c.release();
      expect(await (await waited).text()).toBe('<p>new c</p>');
      for (const b of busy) b.release();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends no page more than 30 s past its time: later requests wait for the render under way', async () => {
    await storePage('old', page('<p>old</p>'), 15, null, Date.now() - 15_000 - 31_000);
    const { render, release } = slowRender('<p>new</p>');
    const first = sharedPage('old', null, render);
    await tick();
    const second = sharedPage('old', null, render);
    await tick();
    release();
    expect(await (await first).text()).toBe('<p>new</p>');
    expect(await (await second).text()).toBe('<p>new</p>');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders a page asked for by many first visitors at once only once, and sends each its own coding', async () => {
    const { render, release } = slowRender('<p>first</p>'.repeat(200));
    const first = sharedPage('cold', 'gzip', render);
    await tick();
    const others = [null, 'br', 'gzip'].map((coding) => sharedPage('cold', coding, render));
    await tick();
    release();
    const sent = await Promise.all([first, ...others]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(sent.map((r) => r.headers.get('content-encoding'))).toEqual(['gzip', null, 'br', 'gzip']);
    expect(await sent[1]?.text()).toBe('<p>first</p>'.repeat(200));
  });

  it('lets requests waiting on a render that is not kept (a 404) render the page themselves', async () => {
    const { render, release } = slowRender('<p>없음</p>', 404);
    const first = sharedPage('missing', null, render);
    await tick();
    const second = sharedPage('missing', null, render);
    await tick();
    expect(render).toHaveBeenCalledTimes(1);
    release();
    expect((await first).status).toBe(404);
    expect((await second).status).toBe(404);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('does not make requests wait on one another when CACHE_SECONDS=0 keeps nothing', async () => {
    vi.stubEnv('CACHE_SECONDS', '0');
    vi.resetModules();
    const off = await import('./page-cache');
    const { render, release } = slowRender('<p>fresh</p>');
    const first = off.sharedPage('any', null, render);
    await tick();
    const second = off.sharedPage('any', null, render);
    await tick();
    expect(render).toHaveBeenCalledTimes(2);
    release();
    expect(await (await first).text()).toBe('<p>fresh</p>');
    expect(await (await second).text()).toBe('<p>fresh</p>');
    expect(off.pageCacheUsage().pages).toBe(0);
  });

  it('drops an expired page whose new render is not kept, so nobody is sent it any more', async () => {
    await storePage('gone', page('<p>old</p>'), 15, null, Date.now() - 16_000);
    const { render, release } = slowRender('<p>없음</p>', 404);
    release();
    // Sent as it was while its render is under way; that render finds it gone and drops it.
    expect((await sharedPage('gone', null, render)).status).toBe(200);
    await tick();
    expect(pageCacheUsage().pages).toBe(0);
    expect((await sharedPage('gone', null, render)).status).toBe(404);
  });

  it('renders pages that are not kept (a 404, or a time of 0) for every request', async () => {
    const missing = slowRender('<p>없음</p>', 404);
    missing.release();
    expect((await sharedPage('404', null, missing.render)).status).toBe(404);
    expect((await sharedPage('404', null, missing.render)).status).toBe(404);
    expect(missing.render).toHaveBeenCalledTimes(2);
    const own = slowRender('<p>mine</p>', 200, 0);
    own.release();
    await sharedPage('own', null, own.render);
    await sharedPage('own', null, own.render);
    expect(own.render).toHaveBeenCalledTimes(2);
    expect(pageCacheUsage().pages).toBe(0);
  });
});
