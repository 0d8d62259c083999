/** Recent keywords, kept on the device only (localStorage), newest first. */
export const RECENT_KEY = 'shop.recent-searches';
export const RECENT_MAX = 10;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storage = (): Store | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage refused (private mode, blocked): nothing is kept
  }
};

export function readRecent(store: Store | undefined = storage()): string[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string').slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

function write(list: string[], store: Store | undefined): string[] {
  try {
    if (list.length) store?.setItem(RECENT_KEY, JSON.stringify(list));
    else store?.removeItem(RECENT_KEY);
  } catch {
    // full or refused: the list lives for this page only
  }
  return list;
}

/** Rule "recent keywords": a searched keyword goes first, once (the same words in other spacing count as one), at most RECENT_MAX. */
export function addRecent(keyword: string, store: Store | undefined = storage()): string[] {
  const k = keyword.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!k) return readRecent(store);
  const same = (x: string) => x.replace(/\s+/g, '').toLowerCase() === k.replace(/\s+/g, '').toLowerCase();
  return write([k, ...readRecent(store).filter((x) => !same(x))].slice(0, RECENT_MAX), store);
}

export function removeRecent(keyword: string, store: Store | undefined = storage()): string[] {
  return write(
    readRecent(store).filter((x) => x !== keyword),
    store,
  );
}

export function clearRecent(store: Store | undefined = storage()): string[] {
  return write([], store);
}
