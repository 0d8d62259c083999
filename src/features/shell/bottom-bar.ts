import { openChat } from './chat';

/** The mobile bottom bar's buttons: history, reload and the help chat. */
export function bindBottomBar(bar: HTMLElement): void {
  bar.addEventListener('click', (e) => {
    const button = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-nav]');
    if (!button) return;
    const action = button.dataset.nav;
    if (action === 'back') history.back();
    else if (action === 'forward') history.forward();
    else if (action === 'reload') location.reload();
    else if (action === 'chat') openChat();
  });
}
