import { screen } from '@testing-library/react';
import { useState } from 'react';
import { PageLayout } from '../components/page-layout.tsx';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { documentTitleOf, useDocumentTitle } from './use-document-title.ts';

function Titled({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return <p>obsah</p>;
}

describe('useDocumentTitle', () => {
  beforeEach(() => {
    document.title = 'předchozí stránka';
  });

  it.each([
    { shop: 'cz', page: 'Apple iPhone 16 128 GB', expected: 'Apple iPhone 16 128 GB – Mobilní svět' },
    { shop: 'ro', page: 'Coș', expected: 'Coș – Lumea Mobilă' },
  ] as const)('$shop: names the tab "<page> – <shop>"', ({ shop, page, expected }) => {
    renderWithProviders(<Titled title={page} />, { shop });
    expect(document.title).toBe(expected);
  });

  it.each([
    { shop: 'cz', expected: 'Mobilní svět' },
    { shop: 'ro', expected: 'Lumea Mobilă' },
  ] as const)('$shop: the home page wears the shop title alone', ({ shop, expected }) => {
    renderWithProviders(<Titled title={null} />, { shop });
    expect(document.title).toBe(expected);
  });

  it('follows a title that arrives later and gives the shop title back on leaving', () => {
    const { rerender, unmount } = renderWithProviders(<Titled title="Načítání" />);
    rerender(<Titled title="Samsung Galaxy S25" />);
    expect(document.title).toBe('Samsung Galaxy S25 – Mobilní svět');
    unmount();
    expect(document.title).toBe('Mobilní svět');
  });

  it('leaves no empty page part before the dash', () => {
    expect(documentTitleOf('  ', 'Mobilní svět')).toBe('Mobilní svět');
  });
});

/** Two steps of one flow: the title changes while the layout stays. */
function TwoSteps() {
  const [page, setPage] = useState('Košík');
  return (
    <PageLayout title={page}>
      <button type="button" onClick={() => setPage('Objednávka')}>
        dál
      </button>
    </PageLayout>
  );
}

describe('PageLayout names the tab after its title', () => {
  it.each([
    { shop: 'cz', title: 'Košík', expected: 'Košík – Mobilní svět' },
    { shop: 'ro', title: 'Coș', expected: 'Coș – Lumea Mobilă' },
  ] as const)('$shop: a text title', ({ shop, title, expected }) => {
    renderWithProviders(<PageLayout title={title}>obsah</PageLayout>, { shop });
    expect(document.title).toBe(expected);
  });

  it('a title with markup names the tab with its documentTitle', () => {
    renderWithProviders(
      <PageLayout title={<span>Výkup č. 12</span>} documentTitle="Výkup č. 12">
        obsah
      </PageLayout>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Výkup č. 12');
    expect(document.title).toBe('Výkup č. 12 – Mobilní svět');
  });

  it('moving from one page to the next renames the tab', async () => {
    const { user } = renderWithProviders(<TwoSteps />);
    expect(document.title).toBe('Košík – Mobilní svět');
    await user.click(screen.getByRole('button', { name: 'dál' }));
    expect(document.title).toBe('Objednávka – Mobilní svět');
  });
});
