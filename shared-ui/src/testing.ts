/// <reference path="./css-modules.d.ts" />
// Test-only entry ('shared-ui/testing.ts'): kept out of index.ts so test tools never ship to browsers.
export { allowAllCookies, forgetCookieChoice } from './consent/consent-testing.ts';
export { expectCatalogueStyle } from './intl/expect-catalogue-style.ts';
export { expectCompleteCatalogues } from './intl/expect-complete-catalogues.ts';
export { expectNoUnusedMessages } from './intl/expect-no-unused-messages.ts';
export { sharedUiSources, type UsedElsewhere } from './intl/unused-messages.ts';
export { places } from './testing/demo-places.ts';
export { business, customer, staff, warehouse } from './testing/demo-users.ts';
export { createFakeFetch, jsonResponse, type RecordedCall } from './testing/fake-fetch.ts';
export { rateLimitedResponse } from './testing/rate-limited.ts';
export { type RenderWithProvidersOptions, renderWithProviders } from './testing/render-with-providers.tsx';
export { setupTestServer } from './testing/test-server.ts';
