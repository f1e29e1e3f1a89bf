import assert from 'node:assert/strict';
import { test } from 'node:test';
import { copiesOf, type LoadedScript, REACT_MARKER, totalGzip } from './page-weight.ts';

const script = (url: string, body: string, gzipBytes = 10): LoadedScript => ({
  url,
  body,
  bytes: body.length,
  gzipBytes,
});

test('a library loaded from two files counts as two copies; the same file reloaded counts once', () => {
  const react = `x.${REACT_MARKER}j`;
  const scripts = [script('/121.js', react), script('/121.js', react), script('/main.js', 'no marker')];
  assert.equal(copiesOf(scripts, REACT_MARKER), 1);
  assert.equal(copiesOf([...scripts, script('/remotes/mfe_cart/9.js', react)], REACT_MARKER), 2);
});

test('the page weight is the sum of the gzip sizes', () => {
  assert.equal(totalGzip([script('/a.js', 'a', 100), script('/b.js', 'b', 23)]), 123);
});
