import type { BootData, RemoteRegistryEntry } from 'shared-domain';
import { loadShellStart, readInlineStart } from './load-boot.ts';

const fallback: BootData = { shop: 'ro', locale: 'ro-RO', currency: 'RON', user: null, cartCount: 0 };
const registry: RemoteRegistryEntry[] = [
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

  it('takes the data the bff put into the page and asks for nothing', async () => {
    const boot: BootData = { ...fallback, cartCount: 2 };
    const start = await loadShellStart(fallback, fakeFetch({}), { boot, registry });
    expect(start).toEqual({ boot, registry });
  });

  it('asks only for the boot data when the page carries the registry alone', async () => {
    const boot: BootData = { ...fallback, cartCount: 5 };
    const start = await loadShellStart(fallback, fakeFetch({ '/api/bff/boot': () => Response.json(boot) }), {
      registry,
    });
    expect(start).toEqual({ boot, registry });
  });
});

describe('readInlineStart', () => {
  afterEach(() => document.getElementById('shell-start')?.remove());

  function pageData(text: string) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'shell-start';
    script.textContent = text;
    document.head.append(script);
  }

  it('reads the data block, escaped markup included', () => {
    const boot: BootData = {
      ...fallback,
      user: {
        id: 1,
        email: 'a@example.ro',
        firstName: '</script><b>',
        lastName: 'X',
        role: 'customer',
        companyName: null,
      },
    };
    // As the bff writes it: "<" and ">" as JSON unicode escapes.
    pageData(JSON.stringify({ registry, boot }).replace(/</g, '\\u003c').replace(/>/g, '\\u003e'));
    expect(readInlineStart(document)).toEqual({ registry, boot });
  });

  it('finds nothing in a page without the block or with a broken one, so the shell fetches', () => {
    expect(readInlineStart(document)).toEqual({});
    pageData('{"registry": [');
    expect(readInlineStart(document)).toEqual({});
  });

  it('ignores parts of the wrong shape', () => {
    pageData(JSON.stringify({ registry: 'nope', boot: null }));
    expect(readInlineStart(document)).toEqual({ registry: undefined, boot: undefined });
  });
});
