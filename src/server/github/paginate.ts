// The one pagination loop of the GitHub tools: page by page (`per_page`, `page`) until the `Link`
// header names no next page, a page comes back empty, or `max` items are kept — then the listing is
// incomplete and says so, however many items the last page still held.
import type { GithubApi } from './github-api.js';
import { perPage } from './tool-args.js';

export interface PagedList<T> {
  readonly items: T[];
  /** False when `max` items were kept and GitHub had more. */
  readonly complete: boolean;
  readonly pages: number;
}

export interface PageReading<T> {
  /** The page's items (`data` itself for a bare array, a field of it for a wrapped list). */
  readonly itemsOf: (data: unknown) => readonly unknown[];
  /** Items that never count, checked before the bound (runs of another commit). */
  readonly skip?: (item: unknown) => boolean;
  /** The kept form of an item; called only for an item that is kept. */
  readonly keep: (item: unknown) => T;
  /** Sees each page's body (a total count). */
  readonly onPage?: (data: unknown) => void;
}

export async function collectPages<T>(
  api: GithubApi,
  path: string,
  query: { readonly [name: string]: string },
  max: number,
  reading: PageReading<T>,
): Promise<PagedList<T>> {
  const items: T[] = [];
  let pages = 0;
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await api.get(path, { ...query, per_page: String(perPage), page: String(pageNumber) });
    pages += 1;
    reading.onPage?.(page.data);
    const listed = reading.itemsOf(page.data);
    for (const item of listed) {
      if (reading.skip?.(item) === true) continue;
      if (items.length >= max) return { items, complete: false, pages };
      items.push(reading.keep(item));
    }
    if (!page.hasNext || listed.length === 0) return { items, complete: true, pages };
    if (items.length >= max) return { items, complete: false, pages };
  }
}
