import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { BUYOUT, colourId, getAppraisal, sellBody } from '../../test-support/buyout-fixtures.ts';
import { request } from '../../test-support/http.ts';
import { withFreshApp } from '../../test-support/test-app.ts';

// An otherwise valid request whose unknown field holds thousands of nested arrays passed
// validation (zod drops unknown fields) and overflowed the stack while the idempotency
// fingerprint walked the raw body: a 500. Bodies nested deeper than any contract are refused.

const api = withFreshApp(['cz'], { config: { dataDir: mkdtempSync(join(tmpdir(), 'body-depth-')) } });

async function sellOnlineWithExtra(extra: string) {
  const colour = await colourId(api.db, 'apple-iphone-14', 'purple');
  const body = JSON.stringify(sellBody('cz', await getAppraisal(api.url, colour), colour));
  return request(`${api.url}${BUYOUT}/sell-online/`, {
    body: `${body.slice(0, -1)},"extra":${extra}}`,
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
}

describe('a body nested deeper than any contract', () => {
  test('answers 400 body_too_deep, even where the nesting sits in an unknown field', async () => {
    const response = await sellOnlineWithExtra(`${'['.repeat(12_000)}${']'.repeat(12_000)}`);
    assert.equal(response.status, 400);
    assert.deepEqual(response.body, {
      type: 'validation',
      code: 'body_too_deep',
      message: 'Požadavek se nepodařilo zpracovat. Zkuste to prosím znovu.',
    });
  });

  test('a body of ordinary depth is still served', async () => {
    const response = await sellOnlineWithExtra('{"a":[{"b":[1]}]}');
    assert.equal(response.status, 201);
  });
});
