import { useState } from 'react';
import { postJson } from '~/lib/http';
import { goTo } from '~/lib/navigation';
import type { SideBarLabels } from './sidebar.labels';

type Props = { loggedIn: boolean; labels: SideBarLabels };

/** Spec 2.11: sign-up and login for a visitor; logout and my page for a member. */
export function AccountLinks({ loggedIn, labels }: Props) {
  const [busy, setBusy] = useState(false);

  // Spec 4: logout goes home, and as goTo is a full page load, home arrives reloaded with no session.
  const logout = async () => {
    setBusy(true);
    try {
      await postJson('/api/v1/logout');
      goTo('/');
    } catch {
      // The HTTP client has already shown the error; the person stays signed in and may retry.
      setBusy(false);
    }
  };

  return (
    <ul className="sidebar__account" aria-label={labels.account}>
      {loggedIn ? (
        <>
          <li>
            <button type="button" className="sidebar__account-link" onClick={logout} disabled={busy}>
              {labels.logout}
            </button>
          </li>
          <li>
            <a className="sidebar__account-link sidebar__account-link--primary" href="/my-page">
              {labels.myPage}
            </a>
          </li>
        </>
      ) : (
        <>
          <li>
            <a className="sidebar__account-link" href="/register">
              {labels.register}
            </a>
          </li>
          <li>
            <a className="sidebar__account-link sidebar__account-link--primary" href="/login">
              {labels.login}
            </a>
          </li>
        </>
      )}
    </ul>
  );
}
