/** 'Cart', 'Cart, 1 item', 'Cart, 3 items': the link's accessible name carries the count. */
export function cartLinkLabel(count: number, labels: { none: string; one: string; many: string }): string {
  if (count <= 0) return labels.none;
  return (count === 1 ? labels.one : labels.many).replace('{count}', String(count));
}

export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));
