// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './replay';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdEarlyClicks', () => {
  it('a click before hydration is held, starts hydration, and is given again to the same element after', async () => {
    document.body.innerHTML = '<astro-island><button type="button">WEEK 4</button></astro-island>';
    const el = document.querySelector('astro-island') as HTMLElement;
    const button = document.querySelector('button') as HTMLButtonElement;
    const seen: string[] = [];
    let hydrated = false;
    button.addEventListener('click', () => seen.push(hydrated ? 'after' : 'before'));
    const start = vi.fn(async () => {
      hydrated = true;
    });
    const begin = holdEarlyClicks(el, start);
    button.click();
    expect(seen).toEqual([]);
    await begin();
    expect(start).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['after']);
    button.click();
    expect(seen).toEqual(['after', 'after']);
  });

  it('hydrating without any early click replays nothing and starts once', async () => {
    document.body.innerHTML = '<astro-island><a href="#x">link</a></astro-island>';
    const start = vi.fn(async () => {});
    const begin = holdEarlyClicks(document.querySelector('astro-island') as HTMLElement, start);
    await Promise.all([begin(), begin()]);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
