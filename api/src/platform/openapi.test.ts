import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

const api = withFreshApp();

describe('GET /api/docs/openapi.json', () => {
  test('is an OpenAPI 3.1 document listing every endpoint of the contract', async () => {
    const { status, body } = await request(`${api.url}/api/docs/openapi.json`);
    assert.equal(status, 200);
    assert.equal(body.openapi, '3.1.0');
    const operations = Object.entries(body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    assert.deepEqual(operations.sort(), [
      'DELETE /api/new/accounts/me/addresses/{id}',
      'DELETE /api/new/admin/articles/{id}',
      'DELETE /api/new/cart/discounts/{id}',
      'DELETE /api/new/cart/items/{id}/buyout-bonus',
      'DELETE /api/new/cart/items/{id}/services/{kind}',
      'DELETE /api/new/catalogue/admin/attribute-groups/{id}',
      'DELETE /api/new/catalogue/admin/attributes/{id}',
      'DELETE /api/new/catalogue/admin/categories/{id}',
      'DELETE /api/new/catalogue/favourites/{productId}',
      'DELETE /api/new/content/admin/pages/{id}/components/{componentId}',
      'DELETE /api/new/mp-meta-master/admin/delete-meta-master/{meta_master_id}/',
      'DELETE /api/new/mp-meta-master/admin/remove-master-product/{master_product_id}/',
      'GET /api/new/accounts/me',
      'GET /api/new/accounts/me/addresses',
      'GET /api/new/accounts/me/profile',
      'GET /api/new/admin/articles',
      'GET /api/new/admin/articles/{id}',
      'GET /api/new/admin/discounts',
      'GET /api/new/admin/discounts/scope-options',
      'GET /api/new/admin/discounts/{id}',
      'GET /api/new/admin/discounts/{id}/codes.csv',
      'GET /api/new/admin/forms/submissions',
      'GET /api/new/admin/forms/submissions/{id}',
      'GET /api/new/admin/forms/submissions/{id}/cv',
      'GET /api/new/admin/forms/subscribers',
      'GET /api/new/admin/history/{entity}/{id}',
      'GET /api/new/admin/imports/{id}',
      'GET /api/new/admin/imports/{id}/failed-rows.csv',
      'GET /api/new/admin/installments/companies',
      'GET /api/new/admin/installments/orders',
      'GET /api/new/admin/jobs',
      'GET /api/new/admin/jobs/schedules',
      'GET /api/new/admin/jobs/{id}',
      'GET /api/new/admin/orders',
      'GET /api/new/admin/orders/export.csv',
      'GET /api/new/admin/orders/stores',
      'GET /api/new/admin/orders/{number}',
      'GET /api/new/admin/orders/{number}/credit-note.pdf',
      'GET /api/new/admin/orders/{number}/email-templates',
      'GET /api/new/admin/orders/{number}/invoice.pdf',
      'GET /api/new/admin/orders/{number}/invoices',
      'GET /api/new/admin/overview',
      'GET /api/new/admin/stores',
      'GET /api/new/admin/stores/{id}',
      'GET /api/new/buyout/admin/buyouts/',
      'GET /api/new/buyout/appraisal/{colourId}/',
      'GET /api/new/buyout/buyouts/{id}/',
      'GET /api/new/buyout/colours/',
      'GET /api/new/buyout/country-options/',
      'GET /api/new/buyout/manufacturers/',
      'GET /api/new/buyout/mine/',
      'GET /api/new/buyout/models/',
      'GET /api/new/buyout/product-types/',
      'GET /api/new/buyout/quotes/{token}/',
      'GET /api/new/buyout/selector-data/',
      'GET /api/new/buyout/selector-url/',
      'GET /api/new/buyout/tracking/',
      'GET /api/new/cart',
      'GET /api/new/cart/count',
      'GET /api/new/catalogue/admin/accessory-fits',
      'GET /api/new/catalogue/admin/accessory-fits/brands',
      'GET /api/new/catalogue/admin/accessory-fits/devices',
      'GET /api/new/catalogue/admin/attributes',
      'GET /api/new/catalogue/admin/categories/device-types',
      'GET /api/new/catalogue/admin/categories/list',
      'GET /api/new/catalogue/admin/categories/tree',
      'GET /api/new/catalogue/admin/categories/types',
      'GET /api/new/catalogue/admin/categories/{id}',
      'GET /api/new/catalogue/admin/manufacturers',
      'GET /api/new/catalogue/admin/master-products/options',
      'GET /api/new/catalogue/admin/master-products/{id}',
      'GET /api/new/catalogue/admin/products',
      'GET /api/new/catalogue/admin/products/brands',
      'GET /api/new/catalogue/admin/products/export.csv',
      'GET /api/new/catalogue/browse/',
      'GET /api/new/catalogue/compare',
      'GET /api/new/catalogue/compare/brands/{type}',
      'GET /api/new/catalogue/favourites/',
      'GET /api/new/catalogue/feeds/google-merchant.xml',
      'GET /api/new/catalogue/feeds/heureka.xml',
      'GET /api/new/catalogue/feeds/zbozi.xml',
      'GET /api/new/catalogue/lists/by-seo/',
      'GET /api/new/catalogue/lists/expected/',
      'GET /api/new/catalogue/lists/newly-stocked/',
      'GET /api/new/catalogue/lists/time-limited-offers/',
      'GET /api/new/catalogue/product-types',
      'GET /api/new/catalogue/products',
      'GET /api/new/catalogue/products/{seoName}',
      'GET /api/new/catalogue/products/{seoName}/images/{n}.svg',
      'GET /api/new/catalogue/search/',
      'GET /api/new/catalogue/search/suggestions/',
      'GET /api/new/checkout/cart-page',
      'GET /api/new/checkout/deliveries',
      'GET /api/new/checkout/dispensing-places',
      'GET /api/new/checkout/installments/best-options',
      'GET /api/new/checkout/payments',
      'GET /api/new/checkout/summary',
      'GET /api/new/content/admin/menus/{menu}',
      'GET /api/new/content/admin/pages',
      'GET /api/new/content/admin/pages/{id}',
      'GET /api/new/content/admin/pages/{id}/preview-link',
      'GET /api/new/content/articles',
      'GET /api/new/content/articles/{slug}',
      'GET /api/new/content/component-params/{component_pk}/',
      'GET /api/new/content/menus/{menu}',
      'GET /api/new/content/pages/{slug}',
      'GET /api/new/content/price-list',
      'GET /api/new/forms/captcha',
      'GET /api/new/leases/time-limited-offer/limited-offers-lease/{component_pk}/',
      'GET /api/new/mp-menu/hamburger/hamburger/',
      'GET /api/new/mp-meta-master/admin/exclude-meta-master/{excluded_meta_master_id}',
      'GET /api/new/mp-meta-master/admin/get-meta-master/{meta_master_id}/',
      'GET /api/new/mp-meta-master/admin/master-products/',
      'GET /api/new/mp-meta-master/admin/meta-masters/',
      'GET /api/new/orders/mine',
      'GET /api/new/orders/mine/installments',
      'GET /api/new/orders/mine/{number}',
      'GET /api/new/orders/status',
      'GET /api/new/orders/{number}/credit-note',
      'GET /api/new/orders/{number}/installment',
      'GET /api/new/orders/{number}/invoice',
      'GET /api/new/payments/test-gateway/{publicId}',
      'GET /api/new/product-reviews/admin/reviews/',
      'GET /api/new/product-reviews/product-review/user-data-for-product-review/{master_product_seo_name}/',
      'GET /api/new/product-reviews/product-review/user-data-for-product-review/{master_product_seo_name}/products-samsung/',
      'GET /api/new/product-reviews/products/{master_product_seo_name}/reviews/',
      'GET /api/new/product-reviews/user-profile/products-from-orders-to-review/',
      'GET /api/new/product/admin-bonuses-for-used-product/bonuses',
      'GET /api/new/product/admin-bonuses-for-used-product/bonuses_manufacturers',
      'GET /api/new/product/admin-bonuses-for-used-product/quality_types',
      'GET /api/new/product/admin-bonuses-for-used-product/types_devices',
      'GET /api/new/product/admin-product-attributes/attr-name-choices/',
      'GET /api/new/seo/categories/{seoName}',
      'GET /api/new/seo/products/{seoName}',
      'GET /api/new/seo/sitemap/',
      'GET /api/new/service/admin/orders/',
      'GET /api/new/service/admin/orders/{number}',
      'GET /api/new/service/centres/',
      'GET /api/new/service/colours/',
      'GET /api/new/service/manufacturers/',
      'GET /api/new/service/models/',
      'GET /api/new/service/operations/{colourId}/',
      'GET /api/new/service/orders/mine/',
      'GET /api/new/service/orders/status/',
      'GET /api/new/service/product-types/',
      'GET /api/new/service/search/',
      'GET /api/new/service/search/product-data/',
      'GET /api/new/service/selector-data/',
      'GET /api/new/service/selector-url/',
      'GET /api/new/stores/contacts',
      'GET /api/new/stores/showrooms',
      'GET /api/new/stores/showrooms/nearest',
      'GET /api/new/stores/showrooms/{slug}',
      'GET /api/new/stores/showrooms/{slug}/photo.svg',
      'GET /api/new/stores/stores/service-center/service-buyout-centers/',
      'GET /api/new/uploads/{id}/{variant}',
      'GET /api/new/warehouse/crates',
      'GET /api/new/warehouse/handovers',
      'GET /api/new/warehouse/handovers/{id}/protocol.pdf',
      'GET /api/new/warehouse/orders/{number}/invoice',
      'GET /api/new/warehouse/packages/{id}/label.pdf',
      'GET /api/new/warehouse/packages/{id}/slip.pdf',
      'GET /api/new/warehouse/packing/stations/{stationId}',
      'GET /api/new/warehouse/picking',
      'GET /api/new/warehouse/recounts',
      'GET /api/new/warehouse/stock-movements',
      'GET /api/new/warehouse/stock-summary',
      'GET /healthz',
      'GET /readyz',
      'PATCH /api/new/admin/discounts/{id}',
      'PATCH /api/new/admin/installments/companies/{id}',
      'PATCH /api/new/admin/installments/price-lists/{id}',
      'PATCH /api/new/admin/orders/{number}/delivery-window',
      'PATCH /api/new/cart/items/{id}',
      'PATCH /api/new/catalogue/admin/attribute-groups/{id}',
      'PATCH /api/new/catalogue/admin/attributes/{id}',
      'PATCH /api/new/catalogue/admin/categories/{id}',
      'PATCH /api/new/catalogue/admin/categories/{id}/move',
      'PATCH /api/new/catalogue/admin/master-products/{id}',
      'PATCH /api/new/catalogue/admin/master-products/{id}/attributes',
      'PATCH /api/new/catalogue/admin/master-products/{id}/categories',
      'PATCH /api/new/catalogue/admin/master-products/{id}/images',
      'PATCH /api/new/catalogue/admin/master-products/{id}/package',
      'PATCH /api/new/catalogue/admin/master-products/{id}/seo',
      'PATCH /api/new/catalogue/admin/master-products/{id}/stock',
      'PATCH /api/new/catalogue/admin/master-products/{id}/variants',
      'PATCH /api/new/content/admin/pages/{id}',
      'PATCH /api/new/mp-meta-master/admin/add-master-product/',
      'PATCH /api/new/mp-meta-master/admin/swap-meta-master/{master_product_id}/',
      'PATCH /api/new/mp-meta-master/admin/update-meta-master/{meta_master_id}/',
      'PATCH /api/new/product-reviews/admin/approve/{pk}/',
      'PATCH /api/new/product-reviews/admin/update/{pk}/',
      'POST /api/new/accounts/login',
      'POST /api/new/accounts/logout',
      'POST /api/new/accounts/me/addresses',
      'POST /api/new/accounts/me/addresses/{id}/default',
      'POST /api/new/accounts/me/password',
      'POST /api/new/accounts/password-reset',
      'POST /api/new/accounts/password-reset/confirm',
      'POST /api/new/accounts/register',
      'POST /api/new/admin/articles',
      'POST /api/new/admin/articles/{id}/publish',
      'POST /api/new/admin/discounts',
      'POST /api/new/admin/discounts/{id}/archive',
      'POST /api/new/admin/discounts/{id}/codes',
      'POST /api/new/admin/discounts/{id}/unarchive',
      'POST /api/new/admin/forms/submissions/{id}/handled',
      'POST /api/new/admin/imports',
      'POST /api/new/admin/imports/{id}/apply',
      'POST /api/new/admin/installments/companies',
      'POST /api/new/admin/installments/companies/{id}/deactivate',
      'POST /api/new/admin/installments/companies/{id}/price-lists',
      'POST /api/new/admin/installments/orders/{number}/sent',
      'POST /api/new/admin/installments/price-lists/{id}/deactivate',
      'POST /api/new/admin/jobs/{id}/cancel',
      'POST /api/new/admin/jobs/{id}/retry',
      'POST /api/new/admin/orders/cancel',
      'POST /api/new/admin/orders/{number}/cancel',
      'POST /api/new/admin/orders/{number}/credit-note',
      'POST /api/new/admin/orders/{number}/email',
      'POST /api/new/admin/orders/{number}/email/preview',
      'POST /api/new/admin/orders/{number}/invoice',
      'POST /api/new/admin/orders/{number}/invoice/resend',
      'POST /api/new/admin/uploads',
      'POST /api/new/buyout/admin/buyouts/{id}/status',
      'POST /api/new/buyout/sell-online/',
      'POST /api/new/buyout/send-to-email/',
      'POST /api/new/cart/discounts',
      'POST /api/new/cart/items',
      'POST /api/new/cart/items/{id}/buyout-bonus',
      'POST /api/new/cart/remove',
      'POST /api/new/catalogue/admin/attribute-groups',
      'POST /api/new/catalogue/admin/attributes',
      'POST /api/new/catalogue/admin/categories',
      'POST /api/new/catalogue/admin/master-products',
      'POST /api/new/catalogue/admin/product-categories/add',
      'POST /api/new/catalogue/admin/product-categories/remove',
      'POST /api/new/checkout/liftago-check',
      'POST /api/new/content/admin/pages',
      'POST /api/new/content/admin/pages/{id}/components',
      'POST /api/new/content/admin/pages/{id}/components/{componentId}/move',
      'POST /api/new/content/admin/pages/{id}/publish',
      'POST /api/new/content/admin/pages/{id}/unpublish',
      'POST /api/new/core/fastly/purge',
      'POST /api/new/forms/contact',
      'POST /api/new/forms/feedback',
      'POST /api/new/forms/job-application',
      'POST /api/new/forms/newsletter/confirm',
      'POST /api/new/forms/newsletter/signup',
      'POST /api/new/forms/newsletter/unsubscribe',
      'POST /api/new/forms/offer-request',
      'POST /api/new/landing/preorders',
      'POST /api/new/landing/warranties',
      'POST /api/new/mp-meta-master/admin/add-meta-master/',
      'POST /api/new/orders',
      'POST /api/new/orders/{number}/payment',
      'POST /api/new/orders/{number}/withdrawal',
      'POST /api/new/payments/apple-pay/echo',
      'POST /api/new/payments/apple-pay/init',
      'POST /api/new/payments/apple-pay/process',
      'POST /api/new/payments/apple-pay/session',
      'POST /api/new/payments/card/echo',
      'POST /api/new/payments/card/init',
      'POST /api/new/payments/card/process',
      'POST /api/new/payments/card/session',
      'POST /api/new/payments/google-pay/echo',
      'POST /api/new/payments/google-pay/init',
      'POST /api/new/payments/google-pay/process',
      'POST /api/new/payments/google-pay/session',
      'POST /api/new/payments/test-gateway/{publicId}/approve',
      'POST /api/new/payments/test-gateway/{publicId}/cancel',
      'POST /api/new/payments/test-gateway/{publicId}/decline',
      'POST /api/new/product-reviews/product-review/product-review/',
      'POST /api/new/product-reviews/product-review/product-review/{component_pk}/',
      'POST /api/new/service/admin/orders/{number}/quote',
      'POST /api/new/service/admin/orders/{number}/status',
      'POST /api/new/service/orders/',
      'POST /api/new/service/orders/{number}/approve-quote',
      'POST /api/new/warehouse/orders/{number}/invoice/resend',
      'POST /api/new/warehouse/packing/scans',
      'POST /api/new/warehouse/picking/{number}/picked',
      'POST /api/new/warehouse/picking/{number}/problem',
      'POST /api/new/warehouse/picking/{number}/reset',
      'POST /api/new/warehouse/picking/{number}/start',
      'POST /api/new/warehouse/recounts',
      'PUT /api/new/accounts/me/addresses/{id}',
      'PUT /api/new/accounts/me/profile',
      'PUT /api/new/admin/articles/{id}',
      'PUT /api/new/admin/stores/{id}',
      'PUT /api/new/catalogue/admin/accessory-fits/{accessoryId}',
      'PUT /api/new/catalogue/admin/attribute-groups/order',
      'PUT /api/new/catalogue/admin/attributes/order',
      'PUT /api/new/catalogue/favourites/{productId}',
      'PUT /api/new/content/admin/menus/{menu}',
      'PUT /api/new/content/component-params/{component_pk}/',
      'PUT /api/new/product/admin-bonuses-for-used-product/bonuses',
    ]);
  });

  test('is generated from the zod schemas: request bodies, query parameters, responses and errors', async () => {
    const { body } = await request(`${api.url}/api/docs/openapi.json`);
    const login = body.paths['/api/new/accounts/login'].post;
    const loginBody = login.requestBody.content['application/json'].schema;
    assert.deepEqual(loginBody.required.sort(), ['email', 'password']);
    assert.equal(loginBody.properties.email.format, 'email');
    assert.deepEqual(Object.keys(login.responses).sort(), ['200', '400', '401', '429', '500']);
    assert.deepEqual(login.responses['401'].content['application/json'].schema, {
      $ref: '#/components/schemas/ApiError',
    });
    assert.ok(login.responses['200'].content['application/json'].schema.properties.user);

    const products = body.paths['/api/new/catalogue/products'].get;
    assert.deepEqual(
      products.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`),
      ['query:type', 'query:page', 'query:pageSize', 'query:sort'],
    );
    const item = products.responses['200'].content['application/json'].schema.properties.items.items;
    assert.deepEqual(item.properties.price.properties.currency.enum, ['CZK', 'RON']);

    const overview = body.paths['/api/new/admin/overview'].get;
    assert.deepEqual(overview.security, [{ sessionCookie: [] }]);
    assert.ok(overview.responses['401'] && overview.responses['403']);
    assert.deepEqual(body.components.securitySchemes.sessionCookie, {
      type: 'apiKey',
      in: 'cookie',
      name: 'sid',
    });
    assert.deepEqual(body.components.schemas.ApiError.required.sort(), ['code', 'message', 'type']);

    const buyout = body.paths['/api/new/buyout/buyouts/{id}/'].get;
    assert.deepEqual(
      buyout.parameters.map(
        (p: { name: string; in: string; required: boolean }) => `${p.in}:${p.name}:${p.required}`,
      ),
      ['path:id:true', 'query:token:false'],
    );
    const sell = body.paths['/api/new/buyout/sell-online/'].post;
    const sellBody = sell.requestBody.content['application/json'].schema;
    assert.deepEqual(
      ['buyout_device', 'customer_data', 'device_condition_choices'].filter((key) =>
        sellBody.required.includes(key),
      ),
      ['buyout_device', 'customer_data', 'device_condition_choices'],
    );
    assert.ok(sell.responses['201'].headers.Location);
    assert.deepEqual(Object.keys(sell.responses).sort(), ['201', '400', '404', '409', '429', '500']);
    assert.match(sell.responses['429'].description, /Retry-After/, 'a route with limits documents its 429');
    const status = body.paths['/api/new/buyout/admin/buyouts/{id}/status'].post;
    assert.deepEqual(status.security, [{ sessionCookie: [] }]);
  });
});

describe('GET /api/docs', () => {
  test('serves the reference UI page without inline script, under a CSP that forbids it', async () => {
    const response = await fetch(`${api.url}/api/docs`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /text\/html/);
    assert.match(response.headers.get('content-security-policy') ?? '', /script-src 'self'(;|$)/);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    assert.equal(scripts.length, 2);
    for (const [, attributes, content] of scripts) {
      assert.match(attributes, /src="\/api\/docs\//);
      assert.equal(content.trim(), '');
    }
  });

  test("serves swagger-ui-dist's files and the script that points it at the document", async () => {
    const bundle = await fetch(`${api.url}/api/docs/assets/swagger-ui-bundle.js`);
    assert.equal(bundle.status, 200);
    assert.match(bundle.headers.get('content-type') ?? '', /javascript/);
    assert.ok((await bundle.text()).includes('SwaggerUIBundle'));
    const css = await fetch(`${api.url}/api/docs/assets/swagger-ui.css`);
    assert.equal(css.status, 200);
    await css.arrayBuffer();
    const init = await fetch(`${api.url}/api/docs/init.js`);
    assert.match(await init.text(), /SwaggerUIBundle\(\{ url: '\/api\/docs\/openapi\.json'/);
  });

  test("does not serve swagger-ui-dist's demo index page", async () => {
    const response = await request(`${api.url}/api/docs/assets/`);
    assert.equal(response.status, 404);
  });
});
