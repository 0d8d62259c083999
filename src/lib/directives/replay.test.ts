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

  it('when the code cannot be loaded, the held click is given back and later clicks are no longer held', async () => {
    document.body.innerHTML = '<astro-island><a href="#order">주문</a></astro-island>';
    const link = document.querySelector('a') as HTMLAnchorElement;
    const reached: boolean[] = [];
    const stop = new AbortController();
    document.addEventListener('click', (e) => reached.push(e.defaultPrevented), { signal: stop.signal });
    const begin = holdEarlyClicks(document.querySelector('astro-island') as HTMLElement, async () => {
      throw new Error('chunk failed to load');
    });
    link.click();
    expect(reached).toEqual([]);
    await expect(begin()).rejects.toThrow('chunk failed to load');
    expect(reached).toEqual([false]);
    link.click();
    expect(reached).toEqual([false, false]);
    stop.abort();
  });

  it('a click on an icon is given again to the button around it', async () => {
    document.body.innerHTML =
      '<astro-island><button type="button" aria-label="삭제"><svg><path d="M6 6l12 12"></path></svg></button></astro-island>';
    const button = document.querySelector('button') as HTMLButtonElement;
    const pressed = vi.fn();
    button.addEventListener('click', (e) => pressed(e.target));
    const begin = holdEarlyClicks(document.querySelector('astro-island') as HTMLElement, async () => {});
    document.querySelector('path')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(pressed).not.toHaveBeenCalled();
    await begin();
    expect(pressed).toHaveBeenCalledWith(button);
  });

  it('with followLinks, a link is followed at once and only other presses are held', async () => {
    document.body.innerHTML =
      '<astro-island><a href="#order"><span>주문</span></a><button type="button">+</button></astro-island>';
    const reached: string[] = [];
    const stop = new AbortController();
    document.addEventListener('click', (e) => reached.push((e.target as Element).tagName), { signal: stop.signal });
    const start = vi.fn(async () => {});
    holdEarlyClicks(document.querySelector('astro-island') as HTMLElement, start, { followLinks: true });
    document.querySelector('span')?.click();
    expect(reached).toEqual(['SPAN']);
    expect(start).not.toHaveBeenCalled();
    document.querySelector('button')?.click();
    expect(reached).toEqual(['SPAN']);
    expect(start).toHaveBeenCalledTimes(1);
    stop.abort();
  });

  it('an option chosen before hydration is chosen again after it, though hydration drew the server’s value', async () => {
    document.body.innerHTML =
      '<astro-island><select aria-label="옵션 변경"><option value="1">50ml</option><option value="2">100ml</option></select></astro-island>';
    const select = document.querySelector('select') as HTMLSelectElement;
    const changes: string[] = [];
    const begin = holdEarlyClicks(document.querySelector('astro-island') as HTMLElement, async () => {
      await Promise.resolve(); // the island's code arrives later
      // Hydration draws the value the server rendered, and only then listens.
      select.value = '1';
      select.addEventListener('change', () => changes.push(select.value));
    });
    select.value = '2';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await begin();
    expect(select.value).toBe('2');
    expect(changes).toEqual(['2']);
  });

  it('a quantity typed before hydration is kept (its last value, once) and given after it', async () => {
    document.body.innerHTML = '<astro-island><input type="number" aria-label="수량" value="1"></astro-island>';
    const input = document.querySelector('input') as HTMLInputElement;
    const inputs: string[] = [];
    const begin = holdEarlyClicks(document.querySelector('astro-island') as HTMLElement, async () => {
      await Promise.resolve();
      input.value = '1';
      input.addEventListener('input', () => inputs.push(input.value));
    });
    for (const v of ['3', '30']) {
      input.value = v;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await begin();
    expect(input.value).toBe('30');
    expect(inputs).toEqual(['30']);
  });

  it('a click that opens a select is not held (the list opens), and a ticked box is a held click', async () => {
    document.body.innerHTML =
      '<astro-island><select aria-label="옵션"><option>a</option></select><input type="checkbox" aria-label="선택"></astro-island>';
    const select = document.querySelector('select') as HTMLSelectElement;
    const box = document.querySelector('input') as HTMLInputElement;
    const reached: boolean[] = [];
    select.addEventListener('click', (e) => reached.push(e.defaultPrevented));
    const begin = holdEarlyClicks(document.querySelector('astro-island') as HTMLElement, async () => {});
    select.click();
    expect(reached).toEqual([false]);
    box.click();
    expect(box.checked).toBe(false);
    await begin();
    expect(box.checked).toBe(true);
  });
});
