import { POPUP_READ_MAX } from '~/lib/constants';

/** What the read rules need of a popup; the server embeds exactly this much in every page. */
export type PopupRef = { id: number; type: string };

/** One entry of the local read list (spec 3), kept under POPUP_READ_STORAGE_KEY. */
export type PopupRead = { id: number; read_at: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const toId = (value: unknown): number | null => {
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
};

function parseArray(raw: string | null | undefined): unknown[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** The stored read list; anything unreadable (another app's value, a hand edit) counts as nothing read. */
export function parseReadList(raw: string | null | undefined): PopupRead[] {
  return parseArray(raw).flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const id = toId(entry.id);
    return id === null || typeof entry.read_at !== 'string' ? [] : [{ id, read_at: entry.read_at }];
  });
}

/** The `[{id, type}]` the server writes into `#popup-state`. */
export function parsePopupRefs(raw: string | null | undefined): PopupRef[] {
  return parseArray(raw).flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const id = toId(entry.id);
    return id === null ? [] : [{ id, type: String(entry.type ?? '') }];
  });
}

/**
 * Spec 4: a daily popup counts as read only when it was read on today's day of the month (local time);
 * any other popup, once read, stays read.
 */
export function isRead(popup: PopupRef, list: readonly PopupRead[], now: Date): boolean {
  const entry = list.findLast((read) => read.id === popup.id);
  if (!entry) return false;
  if (popup.type !== 'daily') return true;
  return new Date(entry.read_at).getDate() === now.getDate();
}

export function allRead(popups: readonly PopupRef[], list: readonly PopupRead[], now: Date): boolean {
  return popups.every((popup) => isRead(popup, list, now));
}

/** Every popup shown is read as of `now`; the list keeps the POPUP_READ_MAX newest entries (spec 9). */
export function markAllRead(list: readonly PopupRead[], popups: readonly PopupRef[], now: Date): PopupRead[] {
  const ids = new Set(popups.map((popup) => popup.id));
  const readAt = now.toISOString();
  const kept = list.filter((read) => !ids.has(read.id));
  return [...kept, ...[...ids].map((id) => ({ id, read_at: readAt }))].slice(-POPUP_READ_MAX);
}
