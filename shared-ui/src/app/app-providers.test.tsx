import { act, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { FormattedMessage } from 'react-intl';
import { money } from 'shared-domain';
import { Price } from '../intl/price.tsx';
import { useShop } from '../shop/use-shop.ts';
import { createShopStore } from '../store/create-shop-store.ts';
import { useWhoAmIQuery } from '../store/session-api.ts';
import { setupTestServer } from '../testing/test-server.ts';
import { AppProviders } from './app-providers.tsx';

let whoAmICalls = 0;
setupTestServer(
  http.get('/api/new/accounts/me', () => {
    whoAmICalls += 1;
    return HttpResponse.json({ user: null });
  }),
);

function Header() {
  const { paths } = useShop();
  const { data } = useWhoAmIQuery();
  return (
    <header>
      <a href={paths.cart}>
        <FormattedMessage id="header.cart" />
      </a>
      <Price value={money(49_900, 'RON')} />
      {data && <p>{data.user ? data.user.firstName : 'anonim'}</p>}
    </header>
  );
}

function renderShop() {
  whoAmICalls = 0;
  return render(
    <AppProviders
      store={createShopStore()}
      boot={{ shop: 'ro', locale: 'ro-RO', currency: 'RON' }}
      messages={{ 'header.cart': 'Coșul meu' }}
    >
      <Header />
    </AppProviders>,
  );
}

describe('AppProviders', () => {
  it('gives a screen the store, the shop, its messages and formatting', async () => {
    renderShop();
    expect(screen.getByRole('link', { name: 'Coșul meu' })).toHaveAttribute('href', '/cos');
    expect(screen.getByText('499', { exact: false })).toHaveTextContent('499 Lei');
    expect(await screen.findByText('anonim')).toBeInTheDocument();
  });

  it('refetches when the connection comes back but not on window focus', async () => {
    renderShop();
    expect(await screen.findByText('anonim')).toBeInTheDocument();
    expect(whoAmICalls).toBe(1);

    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
      // Long enough for a refetch to reach the mocked server if one had been started.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(whoAmICalls).toBe(1);

    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(whoAmICalls).toBe(2));
  });
});
