/** Full page navigation behind one function, so tests can replace it without touching `window.location`. */
export function goTo(url: string): void {
  window.location.assign(url);
}
