import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { createHttpClient } from '../http/http-client.ts';
import { collectUnhandledRequests } from './test-server.ts';

describe('collectUnhandledRequests', () => {
  const guard = collectUnhandledRequests();
  const server = setupServer(http.get('/api/new/cart/count', () => HttpResponse.json({ count: 1 })));
  beforeAll(() => server.listen({ onUnhandledFrame: guard.onUnhandledFrame }));
  afterAll(() => server.close());

  it('lets handled requests through', async () => {
    await expect(createHttpClient().get('/api/new/cart/count')).resolves.toMatchObject({
      data: { count: 1 },
    });
    expect(() => guard.assertNone()).not.toThrow();
  });

  it('fails the request and reports it when no handler matches', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(createHttpClient().get('/api/new/unknown')).rejects.toThrow();
    expect(() => guard.assertNone()).toThrow(
      /Requests without an msw handler:[\s\S]*GET \/api\/new\/unknown/,
    );
    expect(() => guard.assertNone()).not.toThrow();
    error.mockRestore();
  });
});
