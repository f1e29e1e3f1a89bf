import { fileURLToPath } from 'node:url';
import { type BenchSection, printSection } from '../sections/bench-section.ts';

/** Lighthouse mobile on the storefront's pages in both shops (issue 16: to be measured here). */
export async function benchLighthouse(): Promise<BenchSection> {
  return { heading: 'Lighthouse (mobile preset)', method: [], figures: [], notes: ['Not measured yet.'] };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await printSection(benchLighthouse);
