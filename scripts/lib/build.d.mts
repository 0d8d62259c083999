export function buildIsStale(): boolean;
export function buildIfStale(opts?: { quiet?: boolean }): void;
export const paths: { ROOT: string; ENTRY: string; SERVER: string };
