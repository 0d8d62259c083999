import { type FieldErrors, ValidationError } from './errors.ts';

/**
 * The spec's name for each of a service's own field names that differs on the wire, e.g.
 * `{ product_id: 'it_id' }`. Requests are read in the spec's names and handed to services in the
 * shop's own; a 422 a service raises in its own names answers in the spec's.
 */
export type WireNames = Readonly<Record<string, string>>;

type OwnKey<N extends WireNames, K> = { [O in keyof N]: N[O] extends K ? O : never }[keyof N];

/** A wire body's type with its renamed fields under the shop's own names. */
export type FromWire<W, N extends WireNames> = {
  [K in keyof W as K extends N[keyof N] ? OwnKey<N, K> : K]: W[K];
};

/** The spec's name of one field (or of a dotted key's first part, `items.0.quantity`). */
function wireKey(key: string, names: WireNames): string {
  const dot = key.indexOf('.');
  const head = dot < 0 ? key : key.slice(0, dot);
  if (!Object.hasOwn(names, head)) return key;
  return `${names[head]}${dot < 0 ? '' : key.slice(dot)}`;
}

/** Turns a parsed wire body into the service's input: each renamed field moves to its own name. */
export function fromWire<const N extends WireNames>(names: N) {
  const own = new Map(Object.entries(names).map(([o, w]) => [w, o]));
  return <W extends Record<string, unknown>>(wire: W): FromWire<W, N> =>
    Object.fromEntries(Object.entries(wire).map(([k, v]) => [own.get(k) ?? k, v])) as FromWire<W, N>;
}

/** Field errors under the spec's names, in the same order with the same messages. */
export function toWireErrors(errors: FieldErrors, names: WireNames): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const wire = wireKey(key, names);
    out[wire] = Object.hasOwn(out, wire) ? [...(out[wire] ?? []), ...messages] : [...messages];
  }
  return out;
}

/** A 422 raised in the shop's own field names, as the spec names them; any other error as it is. */
export function inWireNames(err: unknown, names: WireNames): unknown {
  return err instanceof ValidationError ? new ValidationError(toWireErrors(err.errors, names)) : err;
}
