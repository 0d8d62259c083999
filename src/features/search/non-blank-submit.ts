/** Spec 2.6: a blank search does nothing; the field gets the focus back instead of a request. */
export function bindNonBlankSubmit(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>(`[name="${form.dataset.nonBlank}"]`);
  if (!input) return;
  form.addEventListener('submit', (e) => {
    const value = input.value.replace(/\s+/g, ' ').trim();
    if (value === '') {
      e.preventDefault();
      input.value = '';
      input.focus();
      return;
    }
    input.value = value;
  });
}
