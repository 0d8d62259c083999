import { alertDialog } from '~/lib/dialog';
import {
  deleteJson,
  forgetList,
  getJson,
  getList,
  postForm,
  postJson,
  putJson,
  type Query,
  type RequestOptions,
} from './http';

/** The spec's pagination shape (Laravel's paginator). */
export interface Page<T> {
  current_page: number;
  data: T[];
  from: number | null;
  last_page: number;
  per_page: number;
  to: number | null;
  total: number;
}

export interface PageCursor<T> {
  /** The last page fetched, if any. */
  readonly page: Page<T> | undefined;
  /** Fetches the following page; at the last page it says so and fetches nothing. */
  next(): Promise<Page<T> | undefined>;
}

type Row = Record<string, unknown>;

function isMissing(id: unknown): boolean {
  return id === undefined || id === null || id === '';
}

/**
 * Spec 7's generic resource helper. A call that needs an id but has none sends nothing and only
 * logs: it comes from a half-loaded screen, not from something the person can fix.
 */
export function createResource<T extends Row>(url: string, { primaryKey = 'id' }: { primaryKey?: string } = {}) {
  const at = (id: unknown) => `${url}/${encodeURIComponent(String(id))}`;
  const skip = (action: string) => {
    console.warn(`${action} ${url}: no ${primaryKey}, nothing sent`);
    return Promise.resolve(undefined);
  };
  // Any change can move records between pages, so every cached page of the collection goes.
  const changed = <R>(result: Promise<R>) => result.finally(() => forgetList(url));
  const list = (query: Query = {}, options?: RequestOptions) => getList<Page<T>>(url, query, options);

  return {
    list,

    pages(query: Query = {}, options?: RequestOptions): PageCursor<T> {
      let page: Page<T> | undefined;
      return {
        get page() {
          return page;
        },
        async next() {
          if (page && page.current_page >= page.last_page) {
            await alertDialog({ title: '알림', message: '마지막 페이지입니다.' });
            return undefined;
          }
          page = await list({ ...query, page: (page?.current_page ?? 0) + 1 }, options);
          return page;
        },
      };
    },

    get(id: string | number | undefined, options?: RequestOptions): Promise<T | undefined> {
      return isMissing(id) ? skip('get') : getJson<T>(at(id), options);
    },

    create(body: Partial<T>, options?: RequestOptions): Promise<T> {
      return changed(postJson<T>(url, body, options));
    },

    update(record: Partial<T>, options?: RequestOptions): Promise<T | undefined> {
      const id = record[primaryKey];
      return isMissing(id) ? skip('update') : changed(putJson<T>(at(id), record, options));
    },

    remove(record: Partial<T>, options?: RequestOptions): Promise<unknown> {
      const id = record[primaryKey];
      return isMissing(id) ? skip('remove') : changed(deleteJson(at(id), options));
    },

    /** Multipart, so files can go along; an update posts to the record and asks the server to treat it as PUT. */
    upload(form: FormData, record?: Partial<T>, options?: RequestOptions): Promise<T | undefined> {
      if (!record) return changed(postForm<T>(url, form, options));
      const id = record[primaryKey];
      if (isMissing(id)) return skip('upload');
      const headers = { ...options?.headers, 'X-HTTP-Method-Override': 'PUT' };
      return changed(postForm<T>(at(id), form, { ...options, headers }));
    },
  };
}

export type Resource<T extends Row> = ReturnType<typeof createResource<T>>;
