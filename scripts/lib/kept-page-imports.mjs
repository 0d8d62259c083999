// Build step for the server bundle: Astro's entry loads a route's page module through
// `() => import("./chunks/…")` on every request, and Node resolves and looks that module up again
// each time (~10 µs, about 5% of serving a cached page). Each of those loaders is wrapped so that
// the first request's promise of the module is kept; a failed load is not kept, so the next
// request tries again, as before. If the entry's shape changes, nothing is rewritten.

const LOADER = /^(var|let|const) (_page\d+) = \(\) => import\(("[^"\n]+")\);$/gm;

/** Rewrites the page loaders of a server chunk; undefined when the chunk has none. */
export function keepPageImports(code) {
  if (!code.includes('pageMap')) return undefined;
  let found = 0;
  const out = code.replace(LOADER, (_, kind, name, specifier) => {
    found++;
    return `${kind} ${name} = __keptImport(() => import(${specifier}));`;
  });
  if (found === 0) return undefined;
  const helper =
    'const __keptImport = (load) => { let kept; return () => (kept ??= load().catch((err) => { kept = undefined; throw err; })); };\n';
  return helper + out;
}

/** The Vite plugin that applies it to the server build. */
export function keptPageImportsPlugin() {
  return {
    name: 'evans:kept-page-imports',
    apply: 'build',
    renderChunk(code) {
      const out = keepPageImports(code);
      return out === undefined ? null : { code: out, map: null };
    },
  };
}
