import { createFakeFetch, jsonResponse } from '../testing/fake-fetch.ts';
import { createHttpClient, type HttpMethod } from './http-client.ts';
import { HttpError, NetworkError } from './http-error.ts';

const notFound = { type: 'not_found', code: 'product_not_found', message: 'Produkt neexistuje.' };

describe('createHttpClient', () => {
  it('joins the base URL and the path, sends cookies and asks for JSON', async () => {
    const { fetch, calls } = createFakeFetch(jsonResponse({ count: 3 }));
    const client = createHttpClient({ baseUrl: 'https://shop.example/', fetch });

    const response = await client.get<{ count: number }>('/api/new/cart/count');

    expect(response).toMatchObject({ status: 200, data: { count: 3 } });
    expect(calls[0].url).toBe('https://shop.example/api/new/cart/count');
    expect(calls[0].init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(calls[0].headers.get('Accept')).toBe('application/json');
  });

  it("resolves root-relative paths against the page's origin when there is no base URL", async () => {
    const { fetch, calls } = createFakeFetch(jsonResponse({}));
    await createHttpClient({ fetch }).get('/api/new/accounts/me');
    expect(calls[0].url).toBe('http://localhost/api/new/accounts/me');
  });

  it('keeps absolute URLs as they are', async () => {
    const { fetch, calls } = createFakeFetch(jsonResponse({}));
    await createHttpClient({ baseUrl: 'https://shop.example', fetch }).get('https://cdn.example/x.json');
    expect(calls[0].url).toBe('https://cdn.example/x.json');
  });

  it.each<[string, (c: ReturnType<typeof createHttpClient>) => Promise<unknown>, HttpMethod]>([
    ['get', (c) => c.get('/r'), 'GET'],
    ['post', (c) => c.post('/r', { a: 1 }), 'POST'],
    ['put', (c) => c.put('/r', { a: 1 }), 'PUT'],
    ['patch', (c) => c.patch('/r', { a: 1 }), 'PATCH'],
    ['delete', (c) => c.delete('/r'), 'DELETE'],
    ['head', (c) => c.head('/r'), 'HEAD'],
    ['options', (c) => c.options('/r'), 'OPTIONS'],
  ])('%s sends %s', async (_, call, method) => {
    const { fetch, calls } = createFakeFetch(jsonResponse({}));
    await call(createHttpClient({ baseUrl: 'https://s.example', fetch }));
    expect(calls[0].init.method).toBe(method);
  });

  it('substitutes path parameters and serialises the query', async () => {
    const { fetch, calls } = createFakeFetch(jsonResponse({}));
    await createHttpClient({ fetch }).request({
      path: '/api/new/mp-meta-master/admin/get-meta-master/{meta_master_id}/',
      pathParams: { meta_master_id: 7 },
      query: { search: 'galaxy s24', limit: 10, ids: [1, 2], skip: undefined },
    });
    expect(calls[0].url).toBe(
      'http://localhost/api/new/mp-meta-master/admin/get-meta-master/7/?search=galaxy+s24&limit=10&ids=1&ids=2',
    );
  });

  it('throws before calling the server when a path parameter is missing', async () => {
    const { fetch, calls } = createFakeFetch(jsonResponse({}));
    await expect(
      createHttpClient({ fetch }).request({ path: '/api/new/product-reviews/admin/approve/{pk}/' }),
    ).rejects.toThrow('Missing path parameter "pk"');
    expect(calls).toHaveLength(0);
  });

  it('sends plain values as JSON', async () => {
    const { fetch, calls } = createFakeFetch(jsonResponse({ ok: true }, 201));
    const response = await createHttpClient({ fetch }).post('/api/new/cart/add', { product: 5, quantity: 2 });
    expect(response.status).toBe(201);
    expect(calls[0].init.body).toBe('{"product":5,"quantity":2}');
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
  });

  it('passes FormData through without a JSON content type', async () => {
    const { fetch, calls } = createFakeFetch(jsonResponse({}));
    const form = new FormData();
    form.append('name', 'foto.jpg');
    await createHttpClient({ fetch }).post('/upload', form);
    expect(calls[0].init.body).toBe(form);
    expect(calls[0].headers.has('Content-Type')).toBe(false);
  });

  it('lets request headers override the defaults', async () => {
    const { fetch, calls } = createFakeFetch(jsonResponse({}));
    const client = createHttpClient({ fetch, headers: { 'Accept-Language': 'cs-CZ' } });
    await client.post(
      '/api/new/checkout/finish',
      {},
      { headers: { 'Idempotency-Key': 'k-1', Accept: 'text/plain' } },
    );
    expect(calls[0].headers.get('Idempotency-Key')).toBe('k-1');
    expect(calls[0].headers.get('Accept')).toBe('text/plain');
    expect(calls[0].headers.get('Accept-Language')).toBe('cs-CZ');
  });

  it('returns no data for 204 and HEAD', async () => {
    const { fetch } = createFakeFetch(new Response(null, { status: 204 }));
    expect((await createHttpClient({ fetch }).post('/api/new/accounts/logout')).data).toBeUndefined();
    const head = createFakeFetch(new Response(null, { status: 200, headers: { 'Content-Length': '10' } }));
    expect((await createHttpClient({ fetch: head.fetch }).head('/x')).data).toBeUndefined();
  });

  it('returns text for non-JSON responses', async () => {
    const { fetch } = createFakeFetch(new Response('hello', { headers: { 'Content-Type': 'text/plain' } }));
    expect((await createHttpClient({ fetch }).get('/x')).data).toBe('hello');
  });

  it('exposes response headers (the sell-online redirect reads Location)', async () => {
    const { fetch } = createFakeFetch(jsonResponse({}, 201, { Location: '/vykup/dekujeme/12' }));
    const response = await createHttpClient({ fetch }).post('/sell', {});
    expect(response.headers.get('Location')).toBe('/vykup/dekujeme/12');
  });

  describe('auth', () => {
    it('uses the client auth on every request', async () => {
      const { fetch, calls } = createFakeFetch(jsonResponse({}));
      await createHttpClient({ fetch, auth: { type: 'bearer', token: 't1' } }).get('/x');
      expect(calls[0].headers.get('Authorization')).toBe('Bearer t1');
    });

    it('lets a request replace or drop the client auth', async () => {
      const { fetch, calls } = createFakeFetch(jsonResponse({}));
      const client = createHttpClient({ fetch, auth: { type: 'bearer', token: 't1' } });
      await client.get('/x', { auth: { type: 'basic', username: 'a', password: 'b' } });
      await client.get('/x', { auth: null });
      expect(calls[0].headers.get('Authorization')).toBe('Basic YTpi');
      expect(calls[1].headers.has('Authorization')).toBe(false);
    });

    it('adds query auth to the query string', async () => {
      const { fetch, calls } = createFakeFetch(jsonResponse({}));
      await createHttpClient({ fetch }).get('/x', {
        query: { page: 1 },
        auth: { type: 'query', name: 'key', value: 's3' },
      });
      expect(calls[0].url).toBe('http://localhost/x?page=1&key=s3');
    });

    it('sends header and cookie auth as headers', async () => {
      const { fetch, calls } = createFakeFetch(jsonResponse({}));
      const client = createHttpClient({ fetch });
      await client.get('/x', { auth: { type: 'header', name: 'X-Api-Key', value: 'k' } });
      await client.get('/x', { auth: { type: 'cookie', name: 'sid', value: 'abc' } });
      expect(calls[0].headers.get('X-Api-Key')).toBe('k');
      expect(calls[1].headers.get('Cookie')).toBe('sid=abc');
    });
  });

  describe('errors', () => {
    it("throws an HttpError carrying the status and the server's error body", async () => {
      const { fetch } = createFakeFetch(jsonResponse(notFound, 404));
      const error = await createHttpClient({ fetch })
        .get('/api/new/catalogue/products/x')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({
        status: 404,
        code: 'product_not_found',
        message: 'Produkt neexistuje.',
        body: notFound,
      });
    });

    it('keeps validation errors grouped by field', async () => {
      const body = {
        type: 'validation',
        code: 'validation_failed',
        message: 'Zkontrolujte formulář.',
        errors: { form: { email: ['Zadejte e-mail.'] } },
      };
      const { fetch } = createFakeFetch(jsonResponse(body, 400));
      await expect(createHttpClient({ fetch }).post('/api/new/accounts/login', {})).rejects.toMatchObject({
        status: 400,
        body,
      });
    });

    it('throws an HttpError without a body when the server did not use the error shape', async () => {
      const { fetch } = createFakeFetch(
        new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      );
      await expect(createHttpClient({ fetch }).get('/x')).rejects.toMatchObject({
        name: 'HttpError',
        status: 502,
        code: 'http_502',
        body: undefined,
        message: 'GET http://localhost/x failed with status 502',
      });
    });

    it('wraps a failed fetch in a NetworkError', async () => {
      const cause = new TypeError('Failed to fetch');
      const { fetch } = createFakeFetch(cause);
      const error = await createHttpClient({ fetch })
        .get('/x')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NetworkError);
      expect(error).toMatchObject({ code: 'network_error', cause });
    });

    it('lets an abort through untouched so callers can ignore it', async () => {
      const controller = new AbortController();
      controller.abort();
      const abort = new DOMException('The operation was aborted.', 'AbortError');
      const { fetch, calls } = createFakeFetch(abort);
      await expect(createHttpClient({ fetch }).get('/x', { signal: controller.signal })).rejects.toBe(abort);
      expect(calls[0].init.signal).toBe(controller.signal);
    });
  });
});

describe('raw bodies', () => {
  it.each([
    ['URLSearchParams', () => new URLSearchParams({ q: 'a' })],
    ['Blob', () => new Blob(['x'], { type: 'text/csv' })],
    ['text', () => 'plain'],
    ['bytes', () => new Uint8Array([1, 2])],
  ])('sends %s as it is', async (_, make) => {
    const { fetch, calls } = createFakeFetch(jsonResponse({}));
    const body = make();
    await createHttpClient({ fetch }).put('/x', body);
    expect(calls[0].init.body).toBe(body);
    expect(calls[0].headers.get('Content-Type')).not.toBe('application/json');
  });
});
