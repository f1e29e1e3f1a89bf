import { render, renderHook, screen } from '@testing-library/react';
import { ShopProvider } from './shop-provider.tsx';
import { useShop } from './use-shop.ts';

function CartLink() {
  const { paths, variant } = useShop();
  return <a href={paths.cart}>{variant.title}</a>;
}

describe('useShop', () => {
  it('gives the Czech shop its paths and variant', () => {
    render(
      <ShopProvider value={{ shop: 'cz', locale: 'cs-CZ', currency: 'CZK' }}>
        <CartLink />
      </ShopProvider>,
    );
    expect(screen.getByRole('link', { name: 'Mobilní svět' })).toHaveAttribute('href', '/kosik');
  });

  it('gives the Romanian shop its paths, locale and currency', () => {
    const { result } = renderHook(() => useShop(), {
      wrapper: ({ children }) => (
        <ShopProvider value={{ shop: 'ro', locale: 'ro-RO', currency: 'RON' }}>{children}</ShopProvider>
      ),
    });
    expect(result.current).toMatchObject({
      shop: 'ro',
      locale: 'ro-RO',
      currency: 'RON',
      paths: { cart: '/cos', buyout: '/rascumparare', login: '/autentificare' },
      title: 'Lumea Mobilă',
      currencyLabel: 'Lei',
      phonePrefix: '+40',
      variant: { code: 'ro', country: 'RO' },
    });
  });

  it('explains what is missing without a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useShop())).toThrow('useShop() needs a <ShopProvider>');
    jest.restoreAllMocks();
  });
});
