import { config, parseConfig } from '~/server/config';

/**
 * The shop's configuration in this test process, as a shop started with these variables added to its
 * environment would have it (an empty value unsets one). Returns the undo.
 */
export function setEnv(vars: Record<string, string>): () => void {
  const before = { ...config };
  Object.assign(config, parseConfig({ ...process.env, ...vars }));
  return () => {
    Object.assign(config, before);
  };
}
