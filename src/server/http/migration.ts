/** Spec 2.11: the old site's hosts, with or without www, show the brand's moved notice. */
export function isOldHost(hostname: string, oldHosts: string[]): boolean {
  const bare = (h: string) =>
    h
      .toLowerCase()
      .replace(/^www\./, '')
      .replace(/\.$/, '');
  const host = bare(hostname);
  return oldHosts.some((h) => bare(h) === host);
}

/** Where the moved notice's button goes: the same path and query on the new domain. */
export function newLocation(newOrigin: string, url: URL): string {
  return new URL(`${url.pathname}${url.search}`, newOrigin).toString();
}
