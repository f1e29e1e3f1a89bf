import type { BootData } from 'shared-domain';
import { loadShellStart } from './load-boot.ts';

const fallback: BootData = { shop: 'ro', locale: 'ro-RO', currency: 'RON', user: null, cartCount: 0 };
const registry = [
  { name: 'mfe_cart', entry: '/remotes/mfe_cart/mf-manifest.json', mount: ['/cos'], version: '1' },
];

function fakeFetch(routes: Record<string, () => Response>): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const answer = routes[String(input)];
    if (!answer) throw new TypeError(`no route for ${String(input)}`);
    return answer();
  }) as typeof fetch;
}

describe('loadShellStart', () => {
  it('reads the boot aggregate and the registry', async () => {
    const boot: BootData = { ...fallback, cartCount: 3 };
    const start = await loadShellStart(
      fallback,
      fakeFetch({
        '/api/bff/boot': () => Response.json(boot),
        '/remotes.json': () => Response.json(registry),
      }),
    );
    expect(start).toEqual({ boot, registry });
  });

  it('starts as an anonymous visitor of the page variant when the boot aggregate fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const start = await loadShellStart(
      fallback,
      fakeFetch({
        '/api/bff/boot': () => Response.json({ type: 'upstream' }, { status: 502 }),
        '/remotes.json': () => Response.json(registry),
      }),
    );
    expect(start.boot).toEqual(fallback);
    warn.mockRestore();
  });

  it('cannot start without the registry', async () => {
    await expect(
      loadShellStart(
        fallback,
        fakeFetch({
          '/api/bff/boot': () => Response.json(fallback),
          '/remotes.json': () => new Response('', { status: 503 }),
        }),
      ),
    ).rejects.toThrow('/remotes.json answered 503');
  });
});
