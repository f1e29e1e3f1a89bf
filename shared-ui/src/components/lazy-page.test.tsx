import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { csCZ } from '../messages/cs-CZ.ts';
import { LazyRoute, lazyPage } from './lazy-page.tsx';

function Loaded() {
  return <h1>Mobilní telefony</h1>;
}

function Product() {
  return <h1>Apple iPhone 13</h1>;
}

describe('a lazily loaded page', () => {
  it('shows a labelled skeleton on its first visit, then the page', async () => {
    const page = lazyPage(() => Promise.resolve(Loaded));
    render(
      <IntlProvider locale="cs-CZ" messages={{ ...csCZ, 'area.loading': 'Načítáme katalog…' }}>
        <LazyRoute page={page} loadingLabelId="area.loading" />
      </IntlProvider>,
    );
    expect(screen.getByRole('status', { name: 'Načítáme katalog…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Mobilní telefony' })).toBeInTheDocument();
  });

  it('renders at once when it was loaded before', async () => {
    const page = lazyPage(() => Promise.resolve(Loaded));
    await page.preload();
    render(
      <IntlProvider locale="cs-CZ" messages={csCZ}>
        <LazyRoute page={page} />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Mobilní telefony' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the new page when the route swaps one lazy page for another in its place', async () => {
    const category = lazyPage(() => Promise.resolve(Loaded));
    const product = lazyPage(() => Promise.resolve(Product));
    await category.preload();
    await product.preload();
    const { rerender } = render(
      <IntlProvider locale="cs-CZ" messages={csCZ}>
        <LazyRoute page={category} />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Mobilní telefony' })).toBeInTheDocument();

    rerender(
      <IntlProvider locale="cs-CZ" messages={csCZ}>
        <LazyRoute page={product} />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Apple iPhone 13' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mobilní telefony' })).not.toBeInTheDocument();
  });
});
