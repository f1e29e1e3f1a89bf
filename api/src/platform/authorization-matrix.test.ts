import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ShopCode } from 'shared-domain';
import { logIn } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { type Access, type Principal, principals } from './auth.ts';
import { demoUsers } from './db/seed/users-data.ts';

// Every operation of the api's own OpenAPI document × every kind of caller, in both shops: a
// caller outside the declared access gets 401 (a visitor) or 403 (signed in), a caller inside it
// gets through. The list comes from the document, so a route added later is covered as it is.

const api = withFreshApp(['cz', 'ro']);
const shopCodes = ['cz', 'ro'] as const;

interface Operation {
  method: string;
  path: string;
  access: Access;
}

type Caller = Principal | 'anonymous';
const callers: readonly Caller[] = ['anonymous', ...principals];

/** A demo account of the seed for each principal (a shop account is a customer of kind 'shop'). */
function demoAccountOf(shop: ShopCode, principal: Principal): string {
  const account = demoUsers.find(
    (user) =>
      user.shop === shop &&
      (principal === 'shop-account' ? user.kind === 'shop' : user.role === principal && user.kind !== 'shop'),
  );
  assert.ok(account, `the seed has a ${principal} account in ${shop}`);
  return account.email;
}

async function operationsOf(baseUrl: string): Promise<Operation[]> {
  const response = await fetch(`${baseUrl}/api/docs/openapi.json`);
  const document = (await response.json()) as {
    paths: Record<string, Record<string, { 'x-access'?: Access }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      assert.ok(operation['x-access'], `${method} ${path} declares its access`);
      return { method, path, access: operation['x-access'] };
    }),
  );
}

function admits(access: Access, caller: Caller): boolean {
  if (access === 'public') return true;
  if (caller === 'anonymous') return false;
  return access === 'signed-in' || access.includes(caller);
}

interface Answer {
  status: number;
  code: string | undefined;
  /** The response ended the caller's session (sign-out): the next request signs in again. */
  endedSession: boolean;
}

/** The operation called with placeholder path parameters and an empty JSON body. */
async function call(baseUrl: string, operation: Operation, sid: string | undefined): Promise<Answer> {
  const path = operation.path.replace(/\{\w+\}/g, '1');
  const hasBody = operation.method !== 'get';
  const response = await fetch(`${baseUrl}${path}`, {
    method: operation.method.toUpperCase(),
    headers: {
      ...(sid ? { cookie: `sid=${sid}` } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    body: hasBody ? '{}' : undefined,
  });
  const text = await response.text();
  const json =
    response.headers.get('content-type')?.includes('application/json') && text ? JSON.parse(text) : {};
  const endedSession = response.headers.getSetCookie().some((cookie) => /^sid=;/.test(cookie));
  return { status: response.status, code: json.code, endedSession };
}

function verdict(operation: Operation, caller: Caller, answer: Answer): string | undefined {
  const where = `${caller} ${operation.method.toUpperCase()} ${operation.path}`;
  if (!admits(operation.access, caller)) {
    const expected = caller === 'anonymous' ? 401 : 403;
    const code = caller === 'anonymous' ? 'authentication_required' : 'forbidden';
    if (answer.status !== expected || answer.code !== code)
      return `${where}: expected ${expected} ${code}, got ${answer.status} ${answer.code}`;
    return undefined;
  }
  if (answer.status === 401 || answer.status === 403 || answer.status >= 500)
    return `${where}: expected to get through, got ${answer.status} ${answer.code}`;
  return undefined;
}

describe('authorization matrix', () => {
  test('every operation × visitor, customer, business customer, shop account, warehouse and staff, in both shops', async () => {
    const failures: string[] = [];
    let requests = 0;
    let operationCount = 0;
    for (const shop of shopCodes) {
      const baseUrl = api.apps[shop].url;
      const operations = await operationsOf(baseUrl);
      operationCount = operations.length;
      // Each caller goes through the operations in order on its own session; the callers run side by side.
      const walk = async (caller: Caller) => {
        const signIn = () =>
          caller === 'anonymous' ? Promise.resolve(undefined) : logIn(baseUrl, demoAccountOf(shop, caller));
        let sid = await signIn();
        for (const operation of operations) {
          const answer = await call(baseUrl, operation, sid);
          requests += 1;
          const failure = verdict(operation, caller, answer);
          if (failure) failures.push(`${shop} ${failure}`);
          if (answer.endedSession) sid = await signIn();
        }
      };
      await Promise.all(callers.map(walk));
    }
    console.info(
      `authorization matrix: ${operationCount} operations × ${callers.length} callers × ${shopCodes.length} shops = ${requests} requests`,
    );
    assert.ok(operationCount > 50, `the document lists the api's operations (${operationCount})`);
    assert.deepEqual(failures, []);
  });

  test('the staff areas are declared for staff (and the warehouse for its own screens) only', async () => {
    const operations = await operationsOf(api.apps.cz.url);
    const staffAreas = operations.filter((operation) => /\/admin(\/|$)/.test(operation.path));
    assert.ok(staffAreas.length > 5);
    for (const operation of staffAreas)
      assert.deepEqual(operation.access, ['staff'], `${operation.method} ${operation.path}`);
    const warehouse = operations.filter((operation) => operation.path.startsWith('/api/new/warehouse/'));
    assert.ok(warehouse.length > 0);
    for (const operation of warehouse)
      assert.deepEqual(operation.access, ['warehouse', 'staff'], `${operation.method} ${operation.path}`);
  });
});
