import type { DiscountDetail, DiscountGridRow } from 'shared-domain';

/** A grid row as the api answers it; tests override what they need. */
export function discountGridRow(overrides: Partial<DiscountGridRow> = {}): DiscountGridRow {
  return {
    id: 7,
    title: 'Black Friday 2026',
    marketingName: 'Sleva 10 %',
    type: 'percentage',
    value: 10,
    validFrom: '2026-11-20T08:00:00.000Z',
    validTo: null,
    isActive: true,
    isPublic: false,
    isCombinable: false,
    isAutomatic: false,
    archivedAt: null,
    codes: { total: 1000, used: 3 },
    ...overrides,
  };
}

export function discountDetail(overrides: Partial<DiscountDetail> = {}): DiscountDetail {
  return {
    ...discountGridRow(),
    isIsic: false,
    createdAt: '2026-11-19T08:00:00.000Z',
    minOrderAmount: 0,
    maxQuantityPerOrder: null,
    firstPurchaseOnly: false,
    usesPerCustomer: null,
    currency: 'CZK',
    products: [{ id: 41, name: 'Apple iPhone 14 128 GB · IP14-128-MID' }],
    productTypes: [],
    overlappingProducts: 0,
    ...overrides,
  };
}
