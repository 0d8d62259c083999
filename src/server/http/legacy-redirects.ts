/**
 * The old site's addresses (spec 2.8) and where they live now. Returns the new location with the
 * remaining query carried over, or null when the path is not a legacy one.
 */
type Rule = { pattern: RegExp; to: (m: RegExpMatchArray, q: URLSearchParams) => string };

const idParam = (q: URLSearchParams, name: string, withId: (id: string) => string, without: string) => {
  const id = q.get(name)?.trim();
  q.delete(name);
  return id ? withId(encodeURIComponent(id)) : without;
};

const RULES: Rule[] = [
  {
    pattern: /^\/shop\/list(?:\.php)?\/?$/,
    to: (_m, q) => idParam(q, 'ca_id_new', (id) => `/shop/category/${id}`, '/'),
  },
  { pattern: /^\/info\/select\/([^/]+)\/?$/, to: (m) => `/contents/select/${m[1]}` },
  { pattern: /^\/info\/do-it-yourself\/([^/]+)\/?$/, to: (m) => `/contents/diy/${m[1]}` },
  { pattern: /^\/shop\/workshop\/notice\/?$/, to: () => '/tssa/notice' },
  { pattern: /^\/(?:shop\/)?board\/document\/post\/([^/]+)\/?$/, to: (m) => `/customer/document-board/${m[1]}` },
  {
    pattern: /^\/shop\/item\.php$/,
    to: (_m, q) => idParam(q, 'it_id', (id) => `/shop/product/${id}`, '/'),
  },
  { pattern: /^\/shop\/register\.php$/, to: () => '/register' },
  { pattern: /^\/shop\/qa_(?:list|view)\.php$/, to: () => '/customer/faq' },
];

export function legacyRedirect(url: URL): string | null {
  for (const rule of RULES) {
    const match = url.pathname.match(rule.pattern);
    if (!match) continue;
    const query = new URLSearchParams(url.search);
    const path = rule.to(match, query);
    if (path === '/') return path;
    const rest = query.toString();
    return rest ? `${path}?${rest}` : path;
  }
  return null;
}
