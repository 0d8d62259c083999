import { createRoot, type Root } from 'react-dom/client';
import { PopupDialog, type PopupDialogProps } from './PopupDialog';
import { loadPopups } from './popups.store';

/** Loaded by popup-loader only when a popup is due, so React and Swiper stay off the other visits. */
export function mountPopups(container: HTMLElement, props: PopupDialogProps): Root {
  const root = createRoot(container);
  root.render(<PopupDialog {...props} />);
  void loadPopups();
  return root;
}
