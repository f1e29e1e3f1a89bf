import {
  MINOR_UNITS_PER_UNIT,
  type ProductGridFilter,
  type ProductGridRow,
  type ShopCode,
} from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import type { CsvExport } from '../../platform/http/csv-export.ts';
import { productGridRowsForExport } from './product-grid-repository.ts';

// The grid's CSV: the columns staff see, headed in the shop's language, prices in whole units
// with a decimal point (a spreadsheet reads them as numbers in either locale's import dialog).

const headers: Record<ShopCode, readonly string[]> = {
  cz: [
    'ID',
    'Kód',
    'EAN',
    'ID hlavního produktu',
    'Hlavní produkt',
    'Značka',
    'Typ zařízení',
    'Barva',
    'Paměť (GB)',
    'Stav',
    'Cena',
    'Měna',
    'Skladem (ks)',
    'Kategorie',
  ],
  ro: [
    'ID',
    'Cod',
    'EAN',
    'ID produs principal',
    'Produs principal',
    'Marcă',
    'Tip dispozitiv',
    'Culoare',
    'Memorie (GB)',
    'Stare',
    'Preț',
    'Monedă',
    'În stoc (buc.)',
    'Categorii',
  ],
};

function cellsOf(row: ProductGridRow): unknown[] {
  return [
    row.id,
    row.code,
    row.ean,
    row.masterProductId,
    row.masterProductName,
    row.brand,
    row.deviceType,
    row.colour,
    row.storageGb,
    row.condition === 'new' ? 'new' : row.qualityGrade,
    row.price === null ? null : (row.price.amount / MINOR_UNITS_PER_UNIT).toFixed(2),
    row.price?.currency ?? null,
    row.stock,
    row.categories.join('; '),
  ];
}

async function* csvRows(rows: AsyncIterable<ProductGridRow>): AsyncGenerator<unknown[]> {
  for await (const row of rows) yield cellsOf(row);
}

export function productGridCsv(
  db: Db,
  shop: ShopCode,
  filter: ProductGridFilter,
  sort: string | undefined,
): CsvExport {
  const day = new Date().toISOString().slice(0, 10);
  return {
    filename: `${shop === 'cz' ? 'produkty' : 'produse'}-${day}.csv`,
    header: headers[shop],
    rows: csvRows(productGridRowsForExport(db, shop, filter, sort)),
  };
}
