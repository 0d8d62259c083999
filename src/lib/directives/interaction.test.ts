// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import interaction from './interaction';

function setup(selector = '[data-sidebar-open]') {
  document.body.innerHTML = '<button type="button" data-sidebar-open>메뉴</button><p>다른 곳</p>';
  const el = document.createElement('astro-island');
  document.body.append(el);
  const hydrate = vi.fn(async () => {});
  const load = vi.fn(async () => hydrate);
  interaction(load, { name: 'MobileSideBar', value: selector }, el);
  return { el, load, hydrate, opener: document.querySelector('button') as HTMLButtonElement };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('client:interaction', () => {
  it('loads nothing until an opener is pressed', async () => {
    const { load } = setup();
    (document.querySelector('p') as HTMLElement).click();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
  });

  it('the first press on an opener hydrates the island once, marked as activated', async () => {
    const { el, load, hydrate, opener } = setup();
    opener.click();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    expect(el.hasAttribute('data-activated')).toBe(true);
    opener.click();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('pointer-down on an opener starts loading the code before the click', async () => {
    const { load, hydrate, opener } = setup();
    opener.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).not.toHaveBeenCalled();
    opener.click();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
