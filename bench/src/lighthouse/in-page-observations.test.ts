import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type InPageObservations, observationsText } from './in-page-observations.ts';

test('the text names the LCP element and the biggest shifts with what moved', () => {
  const observed: InPageObservations = {
    lcpElement: 'h1.title',
    lcpText: 'Mobilní telefony',
    shifts: [
      { value: 0.0123, atMs: 900, sources: ['footer'] },
      { value: 0.157, atMs: 640, sources: ['div.megamenu', 'main'] },
      { value: 0.002, atMs: 1200, sources: [] },
    ],
  };
  assert.equal(
    observationsText(observed, 2),
    'LCP element `h1.title` "Mobilní telefony"; shifts 0.157 at 640 ms (div.megamenu, main); 0.012 at 900 ms (footer)',
  );
  assert.equal(
    observationsText({ lcpElement: null, lcpText: null, shifts: [] }),
    'LCP element none; shifts none',
  );
});
