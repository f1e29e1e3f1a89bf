import type { BonusQualityType, UsedProductBonuses, UsedProductBonusesBody } from 'shared-domain';

// The bonus matrix of one manufacturer as the inputs hold it: the typed text per cell, '' for
// "the shop default". Turned into the cells to send: only those that changed.

export const cellKey = (productTypeId: number, qualityType: BonusQualityType) =>
  `${productTypeId}:${qualityType}`;

export function cellsOf(
  bonuses: UsedProductBonuses | undefined,
  manufacturerId: number,
): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const item of bonuses?.items ?? [])
    if (item.manufacturerId === manufacturerId)
      cells[cellKey(item.productTypeId, item.qualityType)] = String(item.percent);
  return cells;
}

/** A whole percent 0–100, or empty; anything else is not sent. */
export function isValidPercent(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '' || (/^\d{1,3}$/.test(trimmed) && Number(trimmed) <= 100);
}

export function changedCells(
  manufacturerId: number,
  saved: Record<string, string>,
  edited: Record<string, string>,
): UsedProductBonusesBody['items'] {
  const keys = new Set([...Object.keys(saved), ...Object.keys(edited)]);
  return [...keys].flatMap((key) => {
    const before = (saved[key] ?? '').trim();
    const after = (edited[key] ?? saved[key] ?? '').trim();
    if (before === after) return [];
    const [productTypeId, qualityType] = key.split(':');
    return [
      {
        manufacturerId,
        productTypeId: Number(productTypeId),
        qualityType: qualityType as BonusQualityType,
        percent: after === '' ? null : Number(after),
      },
    ];
  });
}
