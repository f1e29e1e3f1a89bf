// `npm run bench`: measures the architecture's and the issues' budgets on the production build
// and writes bench/RESULTS.md. Needs `npm run build` first. One section after the other, each
// starting what it measures on its own ports, so they do not compete for the two cores.

import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { benchApiLatency } from './api-latency/run-api-latency.ts';
import { benchBackOffice } from './back-office/run-back-office.ts';
import { gates } from './budgets.ts';
import { benchCatalogueScale } from './catalogue-scale/run-catalogue-scale.ts';
import { benchLighthouse } from './lighthouse/run-lighthouse.ts';
import { benchPageWeights } from './page-weights/run-page-weights.ts';
import { benchProxy } from './proxy/run-proxy.ts';
import { repoRoot } from './remote-entries.ts';
import { type BenchSection, chooseSections, renderSection } from './sections/bench-section.ts';

// Named so one run can measure some of them: `npm run bench -- lighthouse api-latency`.
const sections: Record<string, () => Promise<BenchSection>> = {
  'page-weights': benchPageWeights,
  lighthouse: benchLighthouse,
  proxy: benchProxy,
  'api-latency': benchApiLatency,
  'catalogue-scale': benchCatalogueScale,
  'back-office': async () => ({
    heading: 'Back office at scale (PostgreSQL, generated data)',
    method: [],
    figures: await benchBackOffice(),
    notes: [],
  }),
};

const { chosen, unknown } = chooseSections(Object.keys(sections), process.argv.slice(2));
if (unknown.length > 0) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. The parts: ${Object.keys(sections).join(', ')}.`);
  process.exit(2);
}
const skipped = Object.keys(sections).filter((name) => !chosen.includes(name));

const lines = [
  '# Bench results',
  '',
  `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, 2 cores, load average`,
  `${loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ')} (1 / 5 / 15 min) at the start.`,
  '',
  ...(skipped.length > 0 ? [`Parts not measured in this run: ${skipped.join(', ')}.`, ''] : []),
];
for (const name of chosen) {
  lines.push(...renderSection(await sections[name]()));
}
lines.push(
  '## Gates held by `npm test` (e2e `budgets.spec.ts` and bench unit test)',
  '',
  '```json',
  JSON.stringify(gates, null, 2),
  '```',
  '',
);
writeFileSync(path.join(repoRoot, 'bench', 'RESULTS.md'), lines.join('\n'));
console.info(lines.join('\n'));
