/** Spec 5: searching with an empty keyword does nothing. */
export function bindSearchForm(form: HTMLFormElement): void {
  form.addEventListener('submit', (e) => {
    const input = form.querySelector<HTMLInputElement>('input[name="keyword"]');
    const keyword = input?.value.trim() ?? '';
    if (keyword === '') {
      e.preventDefault();
      input?.focus();
      return;
    }
    if (input) input.value = keyword;
  });
}
