/** Where a stored content page is shown: the route of its kind, by id or by slug. */
export function contentPath(page: { id: number; kind: string; slug: string }): string | undefined {
  switch (page.kind) {
    case 'diy':
      return `/contents/diy/${page.id}`;
    case 'promotion':
      return `/contents/promotion/${page.id}`;
    case 'select':
      return `/contents/select/${encodeURIComponent(page.slug)}`;
    case 'company':
    case 'store':
    case 'privacy':
      return `/contents/${page.kind}`;
    case 'terms':
      return '/contents/privacy?type=terms';
    case 'page':
      return genericPagePath(page.slug);
    default:
      return undefined;
  }
}

/** A generic content page's address: its slug under /contents, each segment escaped. */
export function genericPagePath(slug: string): string {
  return `/contents/${slug.split('/').map(encodeURIComponent).join('/')}`;
}
