import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseSections } from './bench-section.ts';

const parts = ['page-weights', 'lighthouse', 'proxy', 'api-latency'];

describe('choosing the parts of a bench run', () => {
  it('measures every part when none is named', () => {
    assert.deepEqual(chooseSections(parts, []), { chosen: parts, unknown: [] });
  });

  it('measures the named parts in the bench order, whatever order they were named in', () => {
    assert.deepEqual(chooseSections(parts, ['api-latency', 'lighthouse']), {
      chosen: ['lighthouse', 'api-latency'],
      unknown: [],
    });
  });

  it('reports a name that is no part', () => {
    assert.deepEqual(chooseSections(parts, ['lighthouse', 'lightouse']).unknown, ['lightouse']);
  });
});
