// Setup of the isolated unit files. Nanostores unmounts a store a second after its last listener has
// gone, and a persistent store then takes its `storage` listener off `window`. In a file that runs in
// a page (happy-dom) that second can fall after the file's page is gone, and the timer then throws
// "window is not defined" in whichever file its worker runs next (seen once, from PopupDialog.test.tsx).
// The browser's persistent stores are unmounted at once at the end of each such file instead.
import { afterAll } from 'vitest';

afterAll(async () => {
  if (typeof window === 'undefined') return;
  const { cleanStores } = await import('nanostores');
  const modules = await Promise.all([
    import('~/features/popups/popups.store'),
    import('~/features/session/session.store'),
    import('~/features/studio/studio.store'),
  ]);
  cleanStores(
    ...modules.flatMap((m) => Object.values(m).filter((v) => typeof v === 'object' && v !== null && 'listen' in v)),
  );
});
