type Item = { href: string; name: string; price: string };
const made = new Map<number, Item[]>();

/** Items whose rendered markup is about `bytes` long, made once per size. */
export function textOfSize(bytes: number): Item[] {
  let items = made.get(bytes);
  if (items) return items;
  items = [];
  let size = 200;
  for (let i = 0; size < bytes; i++) {
    const item = {
      href: `/shop/product/${i}`,
      name: `소이 캔들 왁스 ${i}호 라벤더 향`,
      price: `${(12_000 + i * 100).toLocaleString('ko-KR')}원`,
    };
    items.push(item);
    size += 30 + item.href.length + Buffer.byteLength(item.name) + Buffer.byteLength(item.price);
  }
  made.set(bytes, items);
  return items;
}
