// The last visited products (their codes, at most 4), kept in the browser: the product page records
// a visit, the home page shows them. Newest first, no duplicates.
export const LAST_VISITED_MAX = 4;
const STORAGE_KEY = 'shop:last-visited';

export function readLastVisited(): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((item): item is string => typeof item === 'string').slice(0, LAST_VISITED_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Records a visit of a product (by seo name). */
export function recordVisit(productSeoName: string): string[] {
  const next = [productSeoName, ...readLastVisited().filter((seo) => seo !== productSeoName)].slice(
    0,
    LAST_VISITED_MAX,
  );
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full storage: the list is a convenience, the visit still happens.
  }
  return next;
}
