import { MINOR_UNITS_PER_UNIT, type OrderGridFilter, type OrderGridRow, type ShopCode } from 'shared-domain';
import type { Db } from '../../platform/db/schema.ts';
import type { CsvExport } from '../../platform/http/csv-export.ts';
import { orderGridRowsForExport } from './order-grid-repository.ts';

// The orders grid's CSV: the columns staff see, headed in the shop's language; states as their
// codes (a spreadsheet filters on them), totals in whole units with a decimal point.

const headers: Record<ShopCode, readonly string[]> = {
  cz: [
    'Číslo',
    'Vytvořeno',
    'Stav',
    'Platba',
    'Způsob platby',
    'Doprava',
    'Prodejna',
    'Zákazník',
    'Firma',
    'E-mail',
    'Telefon',
    'Celkem',
    'Měna',
  ],
  ro: [
    'Număr',
    'Creată',
    'Stare',
    'Plată',
    'Metodă de plată',
    'Livrare',
    'Magazin',
    'Client',
    'Companie',
    'E-mail',
    'Telefon',
    'Total',
    'Monedă',
  ],
};

function cellsOf(row: OrderGridRow): unknown[] {
  return [
    row.number,
    row.createdAt,
    row.status,
    row.paymentStatus,
    row.paymentType,
    row.deliveryType,
    row.store,
    row.customerName,
    row.company,
    row.email,
    row.phone,
    (row.total.amount / MINOR_UNITS_PER_UNIT).toFixed(2),
    row.total.currency,
  ];
}

async function* csvRows(rows: AsyncIterable<OrderGridRow>): AsyncGenerator<unknown[]> {
  for await (const row of rows) yield cellsOf(row);
}

export function orderGridCsv(
  db: Db,
  shop: ShopCode,
  filter: OrderGridFilter,
  sort: string | undefined,
): CsvExport {
  const day = new Date().toISOString().slice(0, 10);
  return {
    filename: `${shop === 'cz' ? 'objednavky' : 'comenzi'}-${day}.csv`,
    header: headers[shop],
    rows: csvRows(orderGridRowsForExport(db, shop, filter, sort)),
  };
}
