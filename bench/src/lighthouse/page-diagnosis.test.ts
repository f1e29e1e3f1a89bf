import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Result } from 'lighthouse';
import { diagnose, diagnosisLine } from './page-diagnosis.ts';

// Shaped as Lighthouse 12.2.3 writes these audits (lists of tables, opportunities, tables).
const node = (selector: string) => ({ type: 'node', selector, nodeLabel: 'label' });
const table = (items: object[]) => ({ type: 'table', headings: [], items });
const opportunity = (overallSavingsMs: number, overallSavingsBytes: number) => ({
  type: 'opportunity',
  headings: [],
  items: [],
  overallSavingsMs,
  overallSavingsBytes,
});
const audits = {
  'largest-contentful-paint-element': {
    scoreDisplayMode: 'informative',
    details: {
      type: 'list',
      items: [
        table([{ node: node('main > h1') }]),
        table([
          { phase: 'TTFB', timing: 610.4 },
          { phase: 'Render Delay', timing: 2380.6 },
        ]),
      ],
    },
  },
  'unused-javascript': { scoreDisplayMode: 'metricSavings', details: opportunity(450, 68 * 1024) },
  'render-blocking-resources': {
    scoreDisplayMode: 'metricSavings',
    details: opportunity(600, 0),
  },
  'uses-text-compression': { scoreDisplayMode: 'metricSavings', details: opportunity(0, 0) },
  'layout-shifts': {
    scoreDisplayMode: 'metricSavings',
    details: table([
      { node: node('footer'), score: 0.0912 },
      { node: node('nav.megamenu'), score: 0.157 },
    ]),
  },
  'long-tasks': {
    scoreDisplayMode: 'informative',
    details: table([
      { url: 'http://127.0.0.1:3136/main.js', duration: 120.2 },
      { url: 'http://127.0.0.1:3136/275.js?v=1', duration: 310 },
    ]),
  },
  'bootup-time': {
    scoreDisplayMode: 'metricSavings',
    details: table([{ url: 'http://127.0.0.1:3136/275.js', total: 812.7 }]),
  },
};
const report = (extra: object = {}) =>
  ({ audits: { ...audits, ...extra } }) as unknown as Pick<Result, 'audits'>;

test('the diagnosis names the LCP element and its phases, the biggest savings first, what shifted most', () => {
  const diagnosis = diagnose(report());
  assert.equal(diagnosis.lcpElement, 'main > h1');
  assert.deepEqual(diagnosis.lcpPhases, [
    { phase: 'TTFB', ms: 610 },
    { phase: 'Render Delay', ms: 2381 },
  ]);
  assert.deepEqual(diagnosis.opportunities, [
    { id: 'render-blocking-resources', savingsMs: 600, savingsKiB: 0 },
    { id: 'unused-javascript', savingsMs: 450, savingsKiB: 68 },
  ]);
  assert.deepEqual(diagnosis.layoutShifts, [
    { element: 'nav.megamenu', score: 0.157 },
    { element: 'footer', score: 0.091 },
  ]);
  assert.deepEqual(diagnosis.longTasks, [
    { url: '/275.js?v=1', ms: 310 },
    { url: '/main.js', ms: 120 },
  ]);
  assert.deepEqual(diagnosis.scriptTime, [{ url: '/275.js', ms: 813 }]);
  assert.deepEqual(diagnosis.failedAudits, []);
});

test('an audit Lighthouse could not run is left out of the line, not shown as nothing found', () => {
  const failed = { scoreDisplayMode: 'error', errorMessage: "reading 'frame_sequence'" };
  const diagnosis = diagnose(report({ 'layout-shifts': failed, 'largest-contentful-paint-element': failed }));
  assert.deepEqual(diagnosis.failedAudits, ['largest-contentful-paint-element', 'layout-shifts']);
  const line = diagnosisLine('cz home', diagnosis);
  assert.doesNotMatch(line, /LCP element|shifts/);
  assert.match(
    line,
    /^- \*\*cz home\*\*: opportunities render-blocking-resources 600 ms \/ 0 KiB, unused-javascript/,
  );
  assert.match(line, /script time \/275\.js 813 ms; long tasks \/275\.js\?v=1 310 ms, \/main\.js 120 ms$/);
});

test('the line shows the measured parts, at most the top ones of each', () => {
  const line = diagnosisLine('ro product', diagnose(report()), 1);
  assert.match(line, /LCP element `main > h1` \(TTFB 610 ms\);/);
  assert.match(line, /shifts `nav\.megamenu` 0\.157;/);
  assert.doesNotMatch(line, /footer|unused-javascript/);
});
