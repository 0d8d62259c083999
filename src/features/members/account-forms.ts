import { withFieldErrors } from '~/features/forms/field-errors';
import { alertDialog, confirmDialog } from '~/lib/dialog';
import { deleteJson, postJson, putJson } from '~/lib/http';
import { bindJsonForm, formJson } from './form-submit';

export function bindAccountForms(root: ParentNode): void {
  const profile = root.querySelector<HTMLFormElement>('[data-profile]');
  const password = root.querySelector<HTMLFormElement>('[data-password]');
  const leave = root.querySelector<HTMLFormElement>('[data-unregister]');
  const firstPassword = root.querySelector<HTMLFormElement>('[data-set-password]');

  if (profile) {
    profile.addEventListener('submit', async (e) => {
      e.preventDefault();
      e.stopImmediatePropagation();
      try {
        const res = await withFieldErrors(profile, () =>
          putJson<{ message: string }>(
            `/api/v1/my-account/${encodeURIComponent(profile.dataset.mbId ?? '')}`,
            formJson(profile),
          ),
        );
        await alertDialog({ message: res.message });
      } catch {
        // A 422 is shown beside its fields; the shared client reports other refusals.
      }
    });
  }
  // Spec 5: a changed password shows 'password has been changed'; every session ended, so log in again.
  if (password) {
    bindJsonForm<{ message: string }>(password, '/api/v1/confirm-my-password', async (data) => {
      await alertDialog({ message: data.message });
      window.location.assign('/login');
    });
  }
  if (leave) {
    leave.addEventListener(
      'submit',
      async (e) => {
        e.preventDefault();
        e.stopImmediatePropagation();
        if (!(await confirmDialog({ message: leave.dataset.question ?? '정말 탈퇴하시겠습니까?' }))) return;
        try {
          const data = await withFieldErrors(leave, () =>
            postJson<{ message: string }>('/api/v1/unregister', formJson(leave)),
          );
          await alertDialog({ message: data.message });
          window.location.replace('/');
        } catch {
          // A 422 is shown beside its fields; the shared client reports other refusals.
        }
      },
      { capture: true },
    );
  }
  // A member who signed up through Kakao or Naver sets a password; the page then shows it as theirs.
  if (firstPassword) {
    bindJsonForm<{ message: string }>(firstPassword, '/api/v1/social/password', async (data) => {
      await alertDialog({ message: data.message });
      window.location.reload();
    });
  }
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-unlink]')) {
    button.addEventListener('click', async () => {
      if (!(await confirmDialog({ message: button.dataset.question ?? '' }))) return;
      try {
        const data = await deleteJson<{ message: string }>(`/api/v1/social/${button.dataset.unlink}`);
        await alertDialog({ message: data.message });
        window.location.reload();
      } catch {
        // The shared client shows a refusal (the only way to sign in: 409) in its dialog.
      }
    });
  }
}
