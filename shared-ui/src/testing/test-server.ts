import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

type ListenOptions = NonNullable<Parameters<ReturnType<typeof setupServer>['listen']>[0]>;
type UnhandledFrameCallback = Extract<
  NonNullable<ListenOptions['onUnhandledFrame']>,
  (...args: never[]) => unknown
>;

/**
 * msw 3 renamed v2's `onUnhandledRequest` to `onUnhandledFrame` and silently ignores the old name
 * (falling back to "warn"). Even its "error" strategy only logs and fails the request, which a test
 * of an error path would mistake for success. This collects unhandled requests so the test can fail.
 */
export function collectUnhandledRequests() {
  const unhandled: string[] = [];
  const onUnhandledFrame: UnhandledFrameCallback = async ({ frame, defaults }) => {
    unhandled.push(await frame.getUnhandledMessage());
    defaults.error();
    frame.errorWith(new TypeError('Request without an msw handler'));
  };
  function assertNone(): void {
    const requests = unhandled.splice(0);
    if (requests.length > 0) throw new Error(`Requests without an msw handler:\n${requests.join('\n')}`);
  }
  return { onUnhandledFrame, assertNone };
}

/**
 * msw for a test file: call at the top level. Handlers added with server.use()
 * are dropped after each test, and a request without a handler fails the test that made it.
 */
export function setupTestServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  const guard = collectUnhandledRequests();
  beforeAll(() => server.listen({ onUnhandledFrame: guard.onUnhandledFrame }));
  afterEach(() => {
    server.resetHandlers();
    guard.assertNone();
  });
  afterAll(() => server.close());
  return server;
}
