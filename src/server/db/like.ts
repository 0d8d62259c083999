/** A search word as a literal inside a LIKE pattern: `%`, `_` and `\` match only themselves. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
