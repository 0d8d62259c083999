/**
 * The help chat button. With a Channel Talk plugin key the page carries its boot settings and the
 * chat opens in place; without one the button goes to the customer center.
 */
type Boot = { pluginKey: string; memberId?: string; profile?: { name?: string; mobileNumber?: string } };
type ChannelIO = ((command: string, ...args: unknown[]) => void) & { q?: unknown[][] };
declare global {
  interface Window {
    ChannelIO?: ChannelIO;
  }
}

let booted = false;

function bootSettings(): Boot | undefined {
  const el = document.getElementById('chat-config');
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent) as Boot;
  } catch {
    return undefined;
  }
}

function loadChannelTalk(boot: Boot): ChannelIO {
  const queue: unknown[][] = [];
  const ch: ChannelIO = Object.assign((...args: unknown[]) => queue.push(args), { q: queue });
  window.ChannelIO = ch;
  const script = document.createElement('script');
  script.async = true;
  script.src = 'https://cdn.channel.io/plugin/ch-plugin-web.js';
  document.head.appendChild(script);
  ch('boot', boot, () => undefined);
  // The bottom bar rises above the chat widget while it is shown (spec 2.11).
  ch('onShowMessenger', () => document.documentElement.setAttribute('data-chat-open', ''));
  ch('onHideMessenger', () => document.documentElement.removeAttribute('data-chat-open'));
  return ch;
}

export function openChat(): void {
  const boot = bootSettings();
  if (!boot) {
    window.location.assign('/customer/center');
    return;
  }
  const ch = booted && window.ChannelIO ? window.ChannelIO : loadChannelTalk(boot);
  booted = true;
  ch('showMessenger');
}
