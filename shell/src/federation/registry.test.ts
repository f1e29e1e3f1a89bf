import type { RemoteRegistryEntry } from 'shared-domain';
import { applyOverrides, rememberOverridesFromQuery } from './registry.ts';

const registry: RemoteRegistryEntry[] = [
  { name: 'mfe_cart', entry: '/remotes/mfe_cart/mf-manifest.json', mount: ['/kosik'], version: '1.0.0' },
  { name: 'mfe_buyout', entry: '/remotes/mfe_buyout/mf-manifest.json', mount: ['/vykup'], version: '1.0.0' },
];

describe('developer overrides of the registry', () => {
  beforeEach(() => localStorage.clear());

  it('loads one remote from a dev server named in the query string, and remembers it', () => {
    rememberOverridesFromQuery('?remote:mfe_cart=http://localhost:4102/mf-manifest.json', localStorage);
    const [cart, buyout] = applyOverrides(registry, localStorage);
    expect(cart).toEqual({
      ...registry[0],
      entry: 'http://localhost:4102/mf-manifest.json',
      version: 'dev-override',
    });
    expect(buyout).toEqual(registry[1]);
    expect(applyOverrides(registry, localStorage)[0].entry).toBe('http://localhost:4102/mf-manifest.json');
  });

  it('forgets an override given an empty value', () => {
    rememberOverridesFromQuery('?remote:mfe_cart=http://localhost:4102/mf-manifest.json', localStorage);
    rememberOverridesFromQuery('?remote:mfe_cart=', localStorage);
    expect(applyOverrides(registry, localStorage)).toEqual(registry);
  });

  it('ignores unknown remotes and anything that is not an http(s) URL', () => {
    rememberOverridesFromQuery(
      '?remote:mfe_evil=http://x/mf-manifest.json&remote:mfe_cart=javascript:alert(1)&other=1',
      localStorage,
    );
    expect(applyOverrides(registry, localStorage)).toEqual(registry);
    expect(localStorage.length).toBe(0);
  });
});
