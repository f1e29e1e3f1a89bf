import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { Root } from 'react-dom/client';
import { FormattedMessage } from 'react-intl';
import { areaPaths } from 'shared-domain';
import type { RemoteModule } from '../federation/remote-module.ts';
import { setupTestServer } from '../testing/test-server.ts';
import { mountStandalone } from './mount-standalone.tsx';

const server = setupTestServer(
  http.get('/api/bff/boot', () =>
    HttpResponse.json({ shop: 'ro', locale: 'ro-RO', currency: 'RON', user: null, cartCount: 0 }),
  ),
);

function CartPage() {
  return (
    <h1>
      <FormattedMessage id="cart.title" />
    </h1>
  );
}

const cartRemote: RemoteModule = {
  name: 'mfe_cart',
  routes: (shop) => [{ path: areaPaths[shop].cart, element: <CartPage /> }],
  loadMessages: async (locale) => ({ 'cart.title': locale === 'ro-RO' ? 'Coșul meu' : 'Košík' }),
};

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  jest.restoreAllMocks();
});

async function mount(remote: RemoteModule, url: string) {
  history.replaceState(null, '', url);
  await act(async () => {
    root = await mountStandalone(remote, container);
  });
}

describe('mountStandalone', () => {
  it("mounts the remote's routes and messages for the shop the bff names", async () => {
    await mount(cartRemote, '/cos');
    expect(within(container).getByRole('heading', { name: 'Coșul meu' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ro');
  });

  it("lists the remote's pages on an address it does not own", async () => {
    await mount(cartRemote, '/');
    expect(
      screen.getByRole('heading', { name: 'Această adresă nu există în modul independent' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/cos' })).toHaveAttribute('href', '/cos');
  });

  it('falls back to the shop in the query when the bff is not running', async () => {
    server.use(http.get('/api/bff/boot', () => HttpResponse.error()));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await mount(cartRemote, '/nic?shop=cz');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('running as the cz shop'), expect.anything());
    expect(screen.getByRole('link', { name: '/kosik' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('cs');
  });
});
