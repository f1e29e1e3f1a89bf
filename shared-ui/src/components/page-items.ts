export type PageItem = number | 'gap';

/**
 * Pages to show: first, last, and the current one with a neighbour on each side; a gap of a single
 * page shows that page instead of "…", which would take the same space and hide it.
 * e.g. page 5 of 10 → 1 … 4 5 6 … 10.
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  const shown = [1, page - 1, page, page + 1, pageCount]
    .filter((p) => p >= 1 && p <= pageCount)
    .sort((a, b) => a - b)
    .filter((p, index, all) => p !== all[index - 1]);
  const items: PageItem[] = [];
  for (const p of shown) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && p - previous === 2) items.push(p - 1);
    else if (typeof previous === 'number' && p - previous > 2) items.push('gap');
    items.push(p);
  }
  return items;
}
