import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { money } from 'shared-domain';
import { Price } from './price.tsx';
import { ShopIntlProvider } from './shop-intl-provider.tsx';
import { useFormatDate, useFormatMoney } from './use-formatters.ts';

function Summary() {
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  return (
    <p>
      {formatMoney(money(45_000, 'RON'))} / {formatDate('2026-03-05T10:00:00Z')}
    </p>
  );
}

// Testing Library collapses whitespace by default, which would hide Intl's no-break spaces.
const exact = (text: string) => text;

describe('ShopIntlProvider', () => {
  afterEach(() => jest.restoreAllMocks());

  it("renders the app's messages together with shared-ui's own", () => {
    render(
      <ShopIntlProvider locale="cs-CZ" messages={{ 'cart.title': 'Košík' }}>
        <h1>
          <FormattedMessage id="cart.title" />
        </h1>
        <p>
          <FormattedMessage id="ui.loading" />
        </p>
      </ShopIntlProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Košík' })).toBeInTheDocument();
    expect(screen.getByText('Načítání…')).toBeInTheDocument();
  });

  it('uses the Romanian catalogue of shared-ui for ro-RO', () => {
    render(
      <ShopIntlProvider locale="ro-RO">
        <FormattedMessage id="ui.pagination.page" values={{ page: 3 }} />
      </ShopIntlProvider>,
    );
    expect(screen.getByText('Pagina 3')).toBeInTheDocument();
  });

  it('reports a missing message outside production', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ShopIntlProvider locale="ro-RO">
        <FormattedMessage id="cart.missing" defaultMessage="Chybí" />
      </ShopIntlProvider>,
    );
    expect(screen.getByText('Chybí')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('cart.missing'));
  });

  it('reports a Czech message that is missing and has no default', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ShopIntlProvider locale="cs-CZ">
        <FormattedMessage id="cart.nothing" />
      </ShopIntlProvider>,
    );
    expect(screen.getByText('cart.nothing')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('cart.nothing'));
  });

  it('formats prices and dates in the provider’s locale', () => {
    render(
      <ShopIntlProvider locale="ro-RO">
        <Price value={money(129_900, 'RON')} />
        <Summary />
      </ShopIntlProvider>,
    );
    expect(screen.getByText('1.299\u00a0Lei', { normalizer: exact })).toHaveAttribute('value', '129900 RON');
    expect(screen.getByText('450\u00a0Lei / 5 mar. 2026', { normalizer: exact })).toBeInTheDocument();
  });

  it('formats Czech prices', () => {
    render(
      <ShopIntlProvider locale="cs-CZ">
        <Price value={money(2_499_000, 'CZK')} />
      </ShopIntlProvider>,
    );
    expect(screen.getByText('24\u00a0990\u00a0Kč', { normalizer: exact })).toBeInTheDocument();
  });
});
