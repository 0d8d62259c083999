import { alertDialog } from '~/lib/dialog';
import { goTo } from '~/lib/navigation';
import { bindMobileInputs } from './mobile-input';
import { isModuleLoadFailure, REFRESH_MESSAGE, reloadTarget, takeModuleAlert } from './stale-assets';

/** Page-wide handlers: stale script chunks after a deploy, and phone fields formatted as typed. */
export function startShellRuntime(): void {
  bindMobileInputs(document);
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    const target = reloadTarget(location.href);
    if (target) goTo(target);
    else void alertDialog({ message: REFRESH_MESSAGE });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const message = String((event.reason as { message?: string } | undefined)?.message ?? event.reason ?? '');
    if (!isModuleLoadFailure(message)) return;
    try {
      if (takeModuleAlert(sessionStorage)) void alertDialog({ message: REFRESH_MESSAGE });
    } catch {
      // storage blocked: say nothing rather than alert on every failure
    }
  });
}
