/** An e-mail shown to someone who has not signed in: `ab***@example.com` (its domain kept, so the owner knows it). */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
