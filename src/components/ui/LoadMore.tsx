import { useState } from 'react';
import { alertDialog } from '~/lib/dialog';
import { isLastPage, LAST_PAGE_MESSAGE, LAST_PAGE_TITLE } from './load-more';
import { type Translate, untranslated } from './translate';
import './LoadMore.css';

export type LoadMoreProps = {
  currentPage: number;
  lastPage: number;
  /** Loads the next page; while its promise is pending further clicks are ignored. */
  onMore: () => unknown;
  label?: string | undefined;
  /** The page's translator for the kit's Korean texts. */
  t?: Translate | undefined;
};

export function LoadMore({ currentPage, lastPage, onMore, label = '더 보기', t = untranslated }: LoadMoreProps) {
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (busy) return;
    if (isLastPage(currentPage, lastPage)) {
      void alertDialog({ title: t(LAST_PAGE_TITLE), message: t(LAST_PAGE_MESSAGE) });
      return;
    }
    setBusy(true);
    try {
      await onMore();
    } finally {
      setBusy(false);
    }
  };

  return (
    <button className="load-more" type="button" aria-busy={busy} onClick={() => void onClick()}>
      {t(label)}
    </button>
  );
}
