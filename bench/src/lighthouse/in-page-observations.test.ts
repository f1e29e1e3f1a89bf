import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium-args.ts';
import { type InPageObservations, observationsScript, observationsText } from './in-page-observations.ts';

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

test('in Chromium the script finds the largest text and the element a late block pushed down', async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.setContent(`
      <div id="slot"></div>
      <h1 class="title big" style="font-size: 64px">Mobilní telefony</h1>
      <footer style="height: 100px">footer</footer>
      <script>
        setTimeout(() => {
          document.getElementById('slot').style.height = '300px';
          requestAnimationFrame(() => requestAnimationFrame(() => { window.shifted = true; }));
        }, 100);
      </script>`);
    await page.waitForFunction('window.shifted === true');
    const observed = (await page.evaluate(observationsScript)) as InPageObservations;
    assert.equal(observed.lcpElement, 'h1.title.big');
    assert.equal(observed.lcpText, 'Mobilní telefony');
    assert.equal(observed.shifts.length, 1);
    assert.ok(observed.shifts[0].value > 0);
    assert.deepEqual(observed.shifts[0].sources.sort(), [
      'footer "footer"',
      'h1.title.big "Mobilní telefony"',
    ]);
  } finally {
    await browser.close();
  }
});
