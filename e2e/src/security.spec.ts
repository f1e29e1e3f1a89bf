import { expect, test } from './fixtures.ts';

test.describe('security at the edge', () => {
  test('pages carry a CSP limited to the shop and the registry origins', async ({ request }) => {
    const response = await request.get('/');
    const csp = response.headers()['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('*');
  });

  test('a cross-site POST is refused by the CSRF check', async ({ request }) => {
    const response = await request.post('/api/new/accounts/login', {
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      data: { email: 'x@example.cz', password: 'y' },
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ type: 'forbidden', code: 'csrf_rejected' });
  });

  test("the api's OpenAPI document and reference page are served on the shop's origin", async ({
    request,
  }) => {
    const document = await request.get('/api/docs/openapi.json');
    expect(document.status()).toBe(200);
    expect(Object.keys((await document.json()).paths)).toContain('/api/new/accounts/login');
    const page = await request.get('/api/docs');
    expect(page.status()).toBe(200);
    expect(page.headers()['content-type']).toContain('text/html');
  });

  test('staff endpoints refuse visitors through the bff', async ({ request }) => {
    expect((await request.get('/api/new/admin/overview')).status()).toBe(401);
    expect((await request.get('/api/new/warehouse/stock-summary')).status()).toBe(401);
  });

  test('hashed assets are immutable, the page and registry revalidate', async ({ request, page }) => {
    await page.goto('/');
    const script = await page.locator('script[src]').first().getAttribute('src');
    const asset = await request.get(script ?? '');
    expect(asset.headers()['cache-control']).toContain('immutable');
    expect((await request.get('/remotes.json')).headers()['cache-control']).toContain('no-cache');
    expect((await request.get('/')).headers()['cache-control']).toContain('no-cache');
  });
});
