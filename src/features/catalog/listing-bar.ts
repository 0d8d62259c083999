/**
 * The filter and sort bar of product lists: what it offers and which links it draws. Every choice
 * is a link to the same list with that choice changed and the page number dropped, so a choice is
 * applied at once, works without JavaScript, and the address can be shared and kept by caches.
 */

export type Choice = { value: string; label: string };
/** One filter with a single choice (price band, category); no value chosen is every product. */
export type ChoiceGroup = { name: string; legend: string; choices: Choice[] };
/** A filter that is on or off (in stock only, on sale, 4 stars and up). */
export type Toggle = { name: string; value: string; label: string };
export type SortSpec = { current: string; fallback: string; choices: Choice[] };

export type ListingBarSpec = {
  path: string;
  /** The list's query now (sort and filters, and a search keyword), without the page. */
  query: Record<string, string | undefined>;
  groups: ChoiceGroup[];
  toggles: Toggle[];
  sort?: SortSpec | undefined;
};

export type Chip = { label: string; href: string };

/** The list's address with `change` applied (undefined removes a key), always from its first page. */
export function listingHref(
  spec: Pick<ListingBarSpec, 'path' | 'query' | 'sort'>,
  change: Record<string, string | undefined>,
) {
  const next: Record<string, string | undefined> = { ...spec.query, ...change };
  if (spec.sort && next.sort === spec.sort.fallback) delete next.sort;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(next))
    if (value !== undefined && value !== '' && key !== 'page') params.set(key, value);
  const qs = params.toString();
  return qs ? `${spec.path}?${qs}` : spec.path;
}

/** A page of the list as it is now (the pager and "more" button keep the sort and filters). */
export function pageHref(spec: Pick<ListingBarSpec, 'path' | 'query' | 'sort'>, page: number): string {
  const base = listingHref(spec, {});
  return `${base}${base.includes('?') ? '&' : '?'}page=${page}`;
}

/** A page's read query as the bar's strings (numbers written out, absent values left out). */
export function queryOf(values: Record<string, string | number | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === undefined ? undefined : String(v)]));
}

/** The chosen label of a group, or undefined when nothing of it is chosen. */
export function chosenOf(spec: ListingBarSpec, group: ChoiceGroup): Choice | undefined {
  const value = spec.query[group.name];
  return value === undefined ? undefined : group.choices.find((c) => c.value === value);
}

export const isOn = (spec: ListingBarSpec, toggle: Toggle) => spec.query[toggle.name] === toggle.value;

/** The filters in force, each with the address of the list without it. */
export function chipsOf(spec: ListingBarSpec): Chip[] {
  const chips: Chip[] = [];
  for (const g of spec.groups) {
    const chosen = chosenOf(spec, g);
    if (chosen) chips.push({ label: chosen.label, href: listingHref(spec, { [g.name]: undefined }) });
  }
  for (const t of spec.toggles)
    if (isOn(spec, t)) chips.push({ label: t.label, href: listingHref(spec, { [t.name]: undefined }) });
  return chips;
}

/** The list with every filter removed (the sort and keyword stay). */
export function clearedHref(spec: ListingBarSpec): string {
  const names = [...spec.groups.map((g) => g.name), ...spec.toggles.map((t) => t.name)];
  return listingHref(spec, Object.fromEntries(names.map((n) => [n, undefined])));
}
