import type { ReactNode } from 'react';
import type { SocialLinks as Links, SideBarLabels } from './sidebar.labels';

const ICONS: Record<keyof Links, ReactNode> = {
  instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="5" />
      <circle cx="12" cy="12" r="3.5" />
      <circle cx="17" cy="7" r="0.6" />
    </>
  ),
  youtube: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="4" />
      <path d="M10.5 9.5v5l4-2.5z" />
    </>
  ),
  blog: <path d="M5 19l1-4L16 5l3 3L9 18zM14 7l3 3" />,
  kakao: (
    <path d="M12 5c-4.4 0-8 2.7-8 6 0 2.1 1.5 4 3.7 5l-.7 3 3.3-2.2c.6.1 1.1.2 1.7.2 4.4 0 8-2.7 8-6s-3.6-6-8-6z" />
  ),
};

const ORDER = ['instagram', 'youtube', 'blog', 'kakao'] as const;

/** Spec 2.11: the shop's social channels as icons; a channel without an address is left out. */
export function SocialLinks({ social, labels }: { social: Links; labels: SideBarLabels }) {
  return (
    <ul className="sidebar__social" aria-label={labels.social}>
      {ORDER.filter((key) => social[key]).map((key) => (
        <li key={key}>
          <a className="sidebar__social-link" href={social[key]} target="_blank" rel="noopener noreferrer">
            <span className="visually-hidden">{labels[key]}</span>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              {ICONS[key]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
