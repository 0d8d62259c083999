/**
 * A request's `Cookie` header read as Astro's `cookies.get` reads it, for code that answers before
 * Astro does (`kept-page-answer.ts`): the first of a repeated name wins, spaces and tabs around names
 * and values are dropped, and a value is percent-decoded when it decodes (kept as sent otherwise).
 */
export function readCookieHeader(header: string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  if (!header) return found;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1) continue;
    const name = pair.slice(0, eq).replace(/^[ \t]+|[ \t]+$/g, '');
    if (found.has(name)) continue;
    found.set(name, decoded(pair.slice(eq + 1).replace(/^[ \t]+|[ \t]+$/g, '')));
  }
  return found;
}

function decoded(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
