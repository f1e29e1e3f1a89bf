// `npm run bench`: measures the budgets of ARCHITECTURE §10 and the issues on the production build
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
import { type BenchSection, renderSection } from './sections/bench-section.ts';

const sections: Array<() => Promise<BenchSection>> = [
  benchPageWeights,
  benchLighthouse,
  benchProxy,
  benchApiLatency,
  benchCatalogueScale,
  async () => ({
    heading: 'Back office at scale (PostgreSQL, generated data)',
    method: [],
    figures: await benchBackOffice(),
    notes: [],
  }),
];

const lines = [
  '# Bench results',
  '',
  `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, 2 cores, load average`,
  `${loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ')} (1 / 5 / 15 min) at the start.`,
  '',
];
for (const section of sections) {
  lines.push(...renderSection(await section()));
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
