import { fileURLToPath } from 'node:url';
import { type BenchSection, printSection } from '../sections/bench-section.ts';

/** The storefront's catalogue queries over a generated catalogue of 50 000 products (issue 16). */
export async function benchCatalogueScale(): Promise<BenchSection> {
  return { heading: 'Storefront at catalogue scale', method: [], figures: [], notes: ['Not measured yet.'] };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await printSection(benchCatalogueScale);
