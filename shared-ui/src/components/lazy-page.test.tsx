import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { csCZ } from '../messages/cs-CZ.ts';
import { LazyRoute, lazyPage } from './lazy-page.tsx';

function Loaded() {
  return <h1>Mobilní telefony</h1>;
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
});
