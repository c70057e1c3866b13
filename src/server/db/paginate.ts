import { sql, type SelectQueryBuilder } from 'kysely';

export type PageQuery = { page: number; pageSize: number };
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/**
 * One page of a filtered query and the number of rows the filter matches, read together.
 * `filtered` is the query with its joins and filters but no selection; `selectPage` adds the
 * columns and the order (which should end on a unique column, so pages never overlap).
 */
export async function paginate<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  query: PageQuery,
  selectPage: (q: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
): Promise<Page<O>> {
  const [items, count] = await Promise.all([
    selectPage(filtered)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: items as O[],
    total: Number((count as { n: number | string }).n),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The same page with its rows mapped to what the API answers. */
export function mapPage<T, U>(page: Page<T>, map: (row: T) => U): Page<U> {
  return { ...page, items: page.items.map(map) };
}
