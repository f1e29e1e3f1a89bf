import { fileURLToPath } from 'node:url';
import { benchScanRoundTrip } from '../warehouse/scan-round-trip.ts';
import { BENCH_SERVER_URL, type BenchFigure } from './bench-support.ts';
import { benchCategoryTree } from './category-tree.ts';
import { benchDiscountCodes } from './discount-codes.ts';
import { benchOrdersGrid } from './orders-grid.ts';
import { benchPriceImport } from './price-import.ts';
import { benchProductGrid } from './product-grid.ts';

// The back office at scale, on PostgreSQL (BENCH_DATABASE_SERVER, default the local server): the
// category tree of 2 000 categories, the product grid over 50 000 products with the "all
// matching" category assignment, a 100 000-row price import, and the orders grid and its export
// over 1 000 000 orders, and 100 000 generated discount codes; the warehouse's packing scan round
// trip at 50 scans/s (on PostgreSQL and on PGlite). One after the other, each on its own scratch
// database, so they do not compete for the two cores.

export async function benchBackOffice(
  serverUrl = process.env.BENCH_DATABASE_SERVER ?? BENCH_SERVER_URL,
): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  for (const bench of [
    benchCategoryTree,
    benchProductGrid,
    benchPriceImport,
    benchOrdersGrid,
    benchDiscountCodes,
    benchScanRoundTrip,
  ])
    figures.push(...(await bench(serverUrl)));
  return figures;
}

/** "within" when the figure is on the right side of its budget (times, sizes: at most). */
export function figureRow(figure: BenchFigure): string {
  const ok = figure.higherIsBetter ? figure.value >= figure.budget : figure.value <= figure.budget;
  const sign = figure.higherIsBetter ? '≥' : '≤';
  return `| ${figure.name} | ${figure.value} ${figure.unit} | ${sign} ${figure.budget} ${figure.unit} | ${ok ? 'within' : '**over**'} |`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const figure of await benchBackOffice()) console.info(figureRow(figure));
}
