import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { createHttpClient } from '../http/http-client.ts';
import { createFakeFetch, jsonResponse } from '../testing/fake-fetch.ts';
import { createApiBaseQuery } from './base-query.ts';

const serverError = { type: 'internal', code: 'internal_error', message: 'Něco se pokazilo.' };

function queryApi(type: 'query' | 'mutation' = 'query', signal = new AbortController().signal): BaseQueryApi {
  return {
    signal,
    type,
    abort: () => {},
    dispatch: () => {},
    getState: () => ({}),
    extra: undefined,
    endpoint: 'x',
  };
}

/** Runs one base-query call under fake timers and records when each request went out. */
function setup(...responses: Array<Response | Error>) {
  const { fetch, calls } = createFakeFetch(...responses);
  const sentAt: number[] = [];
  const start = Date.now();
  const timedFetch: typeof globalThis.fetch = (input, init) => {
    sentAt.push(Date.now() - start);
    return fetch(input, init);
  };
  const baseQuery = createApiBaseQuery(createHttpClient({ fetch: timedFetch }));
  return { baseQuery, calls, sentAt };
}

describe('api base query', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-03-05T10:00:00Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('returns the data of a successful request', async () => {
    const { baseQuery, calls } = setup(jsonResponse({ user: null }));
    await expect(baseQuery('/api/new/accounts/me', queryApi(), {})).resolves.toMatchObject({
      data: { user: null },
      meta: { attempts: 1 },
    });
    expect(calls[0].url).toBe('http://localhost/api/new/accounts/me');
  });

  it('retries a 5xx three times after 1 s, 2 s and 4 s, then returns the error', async () => {
    const { baseQuery, sentAt } = setup(jsonResponse(serverError, 503));
    const result = baseQuery('/x', queryApi(), {});

    await jest.advanceTimersByTimeAsync(999);
    expect(sentAt).toEqual([0]);
    await jest.advanceTimersByTimeAsync(1);
    expect(sentAt).toEqual([0, 1000]);
    await jest.advanceTimersByTimeAsync(60_000);

    expect(sentAt).toEqual([0, 1000, 3000, 7000]);
    await expect(result).resolves.toEqual({
      error: { status: 503, data: serverError },
      meta: { attempts: 4 },
    });
  });

  it('stops retrying as soon as a retry succeeds', async () => {
    const { baseQuery, sentAt } = setup(jsonResponse(serverError, 500), jsonResponse({ count: 2 }));
    const result = baseQuery('/api/new/cart/count', queryApi(), {});
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sentAt).toEqual([0, 1000]);
    await expect(result).resolves.toMatchObject({ data: { count: 2 }, meta: { attempts: 2 } });
  });

  it.each([408, 429])('retries status %i', async (status) => {
    const { baseQuery, sentAt } = setup(jsonResponse({}, status));
    const result = baseQuery('/x', queryApi(), {});
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sentAt).toEqual([0, 1000, 3000, 7000]);
    await expect(result).resolves.toMatchObject({ error: { status }, meta: { attempts: 4 } });
  });

  it('retries network errors and reports them with status 0', async () => {
    const { baseQuery, sentAt } = setup(new TypeError('fetch failed'));
    const result = baseQuery('/x', queryApi(), {});
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sentAt).toEqual([0, 1000, 3000, 7000]);
    await expect(result).resolves.toMatchObject({
      error: { status: 0, data: { type: 'upstream', code: 'network_error' } },
    });
  });

  it.each([400, 401, 403, 404, 409, 422])('does not retry status %i', async (status) => {
    const body = { type: 'validation', code: 'invalid', message: 'Neplatná data.' };
    const { baseQuery, sentAt } = setup(jsonResponse(body, status));
    const result = baseQuery('/x', queryApi(), {});
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sentAt).toEqual([0]);
    await expect(result).resolves.toEqual({ error: { status, data: body }, meta: { attempts: 1 } });
  });

  it('does not retry a 429 that asks to wait longer than the retries would, so the wait is shown at once', async () => {
    const body = { type: 'rate_limited', code: 'rate_limited', message: 'Too many.', retryAfterSeconds: 600 };
    const { baseQuery, sentAt } = setup(jsonResponse(body, 429));
    const result = baseQuery('/x', queryApi(), {});
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sentAt).toEqual([0]);
    await expect(result).resolves.toEqual({ error: { status: 429, data: body }, meta: { attempts: 1 } });
  });

  it('does not retry mutations unless the endpoint opts in', async () => {
    const plain = setup(jsonResponse(serverError, 500));
    const once = plain.baseQuery(
      { method: 'POST', path: '/api/new/cart/add', body: {} },
      queryApi('mutation'),
      {},
    );
    await jest.advanceTimersByTimeAsync(60_000);
    expect(plain.sentAt).toEqual([0]);
    await expect(once).resolves.toMatchObject({ meta: { attempts: 1 } });

    const idempotent = setup(jsonResponse(serverError, 500));
    const retried = idempotent.baseQuery({ method: 'POST', path: '/finish' }, queryApi('mutation'), {
      maxRetries: 2,
    });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(idempotent.sentAt).toEqual([0, 1000, 3000]);
    await expect(retried).resolves.toMatchObject({ meta: { attempts: 3 } });
  });

  it('gives up waiting when the query is aborted', async () => {
    const controller = new AbortController();
    const { baseQuery, sentAt } = setup(jsonResponse(serverError, 500));
    const result = baseQuery('/x', queryApi('query', controller.signal), {});
    await jest.advanceTimersByTimeAsync(500);
    controller.abort();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sentAt).toEqual([0]);
    await expect(result).resolves.toMatchObject({ error: { status: 500 }, meta: { attempts: 1 } });
  });

  it('fills in the error shape when the server sent none', async () => {
    const { baseQuery } = setup(new Response('Not here', { status: 404 }));
    await expect(baseQuery('/x', queryApi(), {})).resolves.toMatchObject({
      error: { status: 404, data: { type: 'not_found', code: 'http_404' } },
    });
  });

  it('reports a programming error without retrying it', async () => {
    const { baseQuery, sentAt } = setup(jsonResponse({}));
    const result = baseQuery({ path: '/x/{id}' }, queryApi(), {});
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sentAt).toEqual([]);
    await expect(result).resolves.toMatchObject({
      error: { status: 0, data: { type: 'internal', code: 'client_error' } },
    });
  });
});

describe('api base query, empty answers', () => {
  it('returns null for 204 so RTK Query accepts it', async () => {
    const { fetch } = createFakeFetch(new Response(null, { status: 204 }));
    const baseQuery = createApiBaseQuery(createHttpClient({ fetch }));
    await expect(
      baseQuery({ method: 'POST', path: '/api/new/accounts/logout' }, queryApi('mutation'), {}),
    ).resolves.toMatchObject({ data: null });
  });
});
