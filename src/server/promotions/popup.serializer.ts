import type { Popup } from './popup.service.ts';

/** A popup as `GET /api/v1/popup` lists it. */
export type PopupWire = {
  id: number;
  type: string;
  title: string;
  active: boolean;
  thumbnail_ko: string;
  thumbnail_en: string;
  link: string | null;
  link_en: string | null;
};

export function toPopupWire(p: Popup): PopupWire {
  return {
    id: p.id,
    type: p.type,
    title: p.title,
    active: p.is_active,
    thumbnail_ko: p.thumbnail_ko,
    thumbnail_en: p.thumbnail_en,
    link: p.link,
    link_en: p.link_en,
  };
}
