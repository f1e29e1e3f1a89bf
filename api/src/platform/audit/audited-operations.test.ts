import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { withFreshApp } from '../../test-support/test-app.ts';
import type { Access } from '../auth.ts';
import { auditedOperations, readOnlyStaffOperations } from './audited-operations.ts';

// Every staff change writes the audit trail. The list of staff changes comes
// from the api's own OpenAPI document, so a route added later is held to it as it is.

const api = withFreshApp();
const backOfficeRoles: readonly string[] = ['staff', 'warehouse'];

/** Non-GET operations whose every caller is staff or the warehouse, as `METHOD /path`. */
async function staffChanges(): Promise<string[]> {
  const response = await fetch(`${api.url}/api/docs/openapi.json`);
  const document = (await response.json()) as {
    paths: Record<string, Record<string, { 'x-access'?: Access }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method, operation]) => {
        const access = operation['x-access'];
        return (
          method !== 'get' &&
          Array.isArray(access) &&
          access.length > 0 &&
          access.every((principal) => backOfficeRoles.includes(principal))
        );
      })
      .map(([method]) => `${method.toUpperCase()} ${path}`)
      .filter((operation) => !readOnlyStaffOperations.has(operation)),
  );
}

describe('audit trail coverage', () => {
  test('every staff change of the api is on the audited list', async () => {
    const changes = await staffChanges();
    assert.ok(changes.length >= auditedOperations.size - 1, 'the document lists the staff changes');
    const unaudited = changes.filter((operation) => !auditedOperations.has(operation));
    assert.deepEqual(
      unaudited,
      [],
      'write the audit trail (recordStaffChange) and list them in audited-operations.ts',
    );
  });

  test('the list names only operations that exist', async () => {
    const changes = new Set(await staffChanges());
    const stale = [...auditedOperations].filter((operation) => !changes.has(operation));
    assert.deepEqual(stale, []);
  });
});
