/** Full page navigation behind one function, so tests can replace it without touching `window.location`. */
export function goTo(url: string): void {
  window.location.assign(url);
}

/** The page drawn again by the server, after a change it shows in many places. */
export function reloadPage(): void {
  window.location.reload();
}
