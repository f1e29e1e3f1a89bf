/** URL of a product type's page (`/telefony`, `/telefony?page=2`); page 1 has no query, one URL per page. */
export function categoryPath(seoName: string, page = 1): string {
  return page > 1 ? `/${seoName}?page=${page}` : `/${seoName}`;
}

/** `?page=` as the customer may have typed it: anything that is not a whole number ≥ 1 means page 1. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
