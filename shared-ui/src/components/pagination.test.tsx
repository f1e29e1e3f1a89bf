import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Route, Routes, useSearchParams } from 'react-router';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { pageItems } from './page-items.ts';
import { Pagination } from './pagination.tsx';

describe('pageItems', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows first, last and the neighbours of the current page', () => {
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('shows a single hidden page instead of a gap', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });
});

function ProductList() {
  const [page, setPage] = useState(1);
  return (
    <>
      <p>Zobrazena stránka {page}</p>
      <Pagination page={page} pageCount={10} onPageChange={setPage} />
    </>
  );
}

function Catalogue() {
  const [params] = useSearchParams();
  const page = Number(params.get('page') ?? '1');
  return (
    <>
      <h1>Telefony – stránka {page}</h1>
      <Pagination page={page} pageCount={4} hrefFor={(p) => `/telefony?page=${p}`} />
    </>
  );
}

/** The text a sighted user reads on a control: without parts hidden from assistive technology. */
function visibleText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('Pagination', () => {
  it('is a labelled navigation with the current page marked', () => {
    renderWithProviders(<ProductList />);
    const nav = screen.getByRole('navigation', { name: 'Stránkování' });
    expect(within(nav).getByRole('button', { name: 'Stránka 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Stránka 2' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'Předchozí stránka' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Stránka 10' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Stránka 5' })).not.toBeInTheDocument();
  });

  it('changes page with the numbers and the arrows', async () => {
    const { user } = renderWithProviders(<ProductList />);
    await user.click(screen.getByRole('button', { name: 'Stránka 2' }));
    expect(screen.getByText('Zobrazena stránka 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stránka 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Další stránka' }));
    expect(screen.getByText('Zobrazena stránka 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stránka 10' }));
    expect(screen.getByRole('button', { name: 'Další stránka' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Předchozí stránka' }));
    expect(screen.getByText('Zobrazena stránka 9')).toBeInTheDocument();
  });

  it('renders links when pages have addresses', async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/telefony" element={<Catalogue />} />
      </Routes>,
      { initialEntries: ['/telefony?page=2'] },
    );
    expect(screen.getByRole('link', { name: 'Stránka 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Stránka 3' })).toHaveAttribute('href', '/telefony?page=3');

    await user.click(screen.getByRole('link', { name: 'Další stránka' }));
    expect(screen.getByRole('heading', { name: 'Telefony – stránka 3' })).toBeInTheDocument();
  });

  it('is translated in the Romanian shop', () => {
    renderWithProviders(<Pagination page={2} pageCount={3} onPageChange={() => {}} />, { shop: 'ro' });
    const nav = screen.getByRole('navigation', { name: 'Paginare' });
    expect(within(nav).getByRole('button', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Pagina anterioară' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Pagina următoare' })).toBeEnabled();
  });

  // Label in name: a speech-input user says what they see ("Další stránka", "3") and the control
  // must be called that; the arrows are decoration.
  it.each([
    ['cz', 'Předchozí stránka', 'Další stránka'],
    ['ro', 'Pagina anterioară', 'Pagina următoare'],
  ] as const)('names every control by the words it shows (%s)', (shop, previous, next) => {
    renderWithProviders(<Pagination page={2} pageCount={10} onPageChange={() => {}} />, { shop });
    const controls = within(screen.getByRole('navigation')).getAllByRole('button');
    for (const control of controls) {
      const visible = visibleText(control);
      expect(visible).not.toBe('');
      expect(control).toHaveAccessibleName(new RegExp(escapeRegExp(visible), 'i'));
    }
    expect(screen.getByRole('button', { name: previous })).toHaveTextContent(previous);
    expect(screen.getByRole('button', { name: next })).toHaveTextContent(next);
  });

  it('renders nothing for a single page', () => {
    renderWithProviders(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
