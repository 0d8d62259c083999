import { NotFoundError } from './errors.ts';

/** For pages: a lookup that may name nothing resolves to undefined, so the page can render the 404. */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (err) {
    if (err instanceof NotFoundError) return undefined;
    throw err;
  }
}
