import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { ProductReviews } from './product-reviews.tsx';
import { emptyPage, review, reviewPage, reviewsUrl, summary } from './review-fixtures.ts';

const requests: URLSearchParams[] = [];
const server = setupTestServer(
  http.get(reviewsUrl, ({ request, params }) => {
    const query = new URL(request.url).searchParams;
    requests.push(query);
    if (params.seo !== 'apple-iphone-15') return HttpResponse.json({}, { status: 500 });
    const page = reviewPage(Number(query.get('page')), Number(query.get('pageSize')));
    if (page.page === 1) {
      page.items[0] = review(1, {
        verified: true,
        pros: 'Výdrž baterie',
        cons: 'Cena',
        helpful_count: 3,
        full_name: 'Jana Nováková',
      });
    }
    return HttpResponse.json(page);
  }),
);

beforeEach(() => {
  requests.length = 0;
});

const props = {
  productId: 101,
  masterSeoName: 'apple-iphone-15',
  productName: 'Apple iPhone 15 128 GB, Modrá',
};

describe('product reviews', () => {
  it('summarises the rating as text with an accessible histogram', async () => {
    renderWithProviders(<ProductReviews {...props} />, { messages: csCZ });
    expect(screen.getByRole('status')).toHaveTextContent('Načítám recenze…');
    const section = await screen.findByRole('region', { name: 'Hodnocení a\u00a0recenze' });
    expect(await within(section).findByText(/Průměrné hodnocení 4,3 z 5 · 14 recenzí/)).toBeInTheDocument();
    expect(within(section).getByText('3 recenze od ověřených zákazníků')).toBeInTheDocument();
    const histogram = within(section).getByRole('list', { name: 'Rozložení hodnocení' });
    const bars = within(histogram).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual([
      expect.stringContaining('5 hvězdiček: 8 recenzí'),
      expect.stringContaining('4 hvězdičky: 3 recenze'),
      expect.stringContaining('3 hvězdičky: 2 recenze'),
      expect.stringContaining('2 hvězdičky: 0 recenzí'),
      expect.stringContaining('1 hvězdička: 1 recenze'),
    ]);
    expect(summary.histogram).toHaveLength(5);
  });

  it('lists the newest reviews first with the verified badge, pros and cons', async () => {
    renderWithProviders(<ProductReviews {...props} />, { messages: csCZ });
    const list = await screen.findByRole('list', { name: 'Recenze zákazníků' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(6);
    const first = cards[0];
    expect(within(first).getByRole('heading', { level: 3, name: 'Jana Nováková' })).toBeInTheDocument();
    expect(within(first).getByText('Hodnocení: 5 hvězdiček z 5')).toBeInTheDocument();
    expect(within(first).getByText('Ověřený zákazník')).toBeInTheDocument();
    expect(within(first).getByText('Výhody').nextElementSibling).toHaveTextContent('Výdrž baterie');
    expect(within(first).getByText('Nevýhody').nextElementSibling).toHaveTextContent('Cena');
    expect(within(first).getByText('Užitečná pro 3 čtenáře')).toBeInTheDocument();
    expect(within(cards[1]).queryByText('Ověřený zákazník')).not.toBeInTheDocument();
    expect(requests[0].get('sort')).toBe('newest');
    expect(requests[0].get('page')).toBe('1');
  });

  it('pages and sorts through the api', async () => {
    const { user } = renderWithProviders(<ProductReviews {...props} />, { messages: csCZ });
    await screen.findByRole('heading', { level: 3, name: 'Jana Nováková' });
    const pages = screen.getByRole('navigation', { name: 'Stránky recenzí' });
    await user.click(within(pages).getByRole('button', { name: 'Stránka 3' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Recenzent 13' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(requests.at(-1)?.get('page')).toBe('3');

    await user.selectOptions(screen.getByLabelText('Seřadit'), 'Od nejlepšího hodnocení');
    await screen.findByRole('heading', { level: 3, name: 'Jana Nováková' });
    expect(requests.at(-1)?.get('sort')).toBe('rating_desc');
    expect(requests.at(-1)?.get('page')).toBe('1');
    expect(within(pages).getByRole('button', { name: 'Stránka 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when nobody has reviewed the product yet', async () => {
    server.use(http.get(reviewsUrl, () => HttpResponse.json(emptyPage)));
    renderWithProviders(<ProductReviews {...props} />, { messages: csCZ });
    expect(
      await screen.findByRole('heading', { name: 'Tento produkt zatím nikdo nehodnotil' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Rozložení hodnocení' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Napsat recenzi' })).toBeInTheDocument();
  });

  it('shows a load error and loads again on retry', async () => {
    let calls = 0;
    server.use(
      http.get(reviewsUrl, ({ request }) => {
        calls += 1;
        if (calls === 1)
          return HttpResponse.json(
            { type: 'not_found', code: 'product_not_found', message: 'No product.' },
            { status: 404 },
          );
        const query = new URL(request.url).searchParams;
        return HttpResponse.json(reviewPage(1, Number(query.get('pageSize'))));
      }),
    );
    const { user } = renderWithProviders(<ProductReviews {...props} />, { messages: csCZ });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Recenze se nepodařilo načíst');
    await user.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('list', { name: 'Recenze zákazníků' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(calls).toBe(2);
  });

  it('speaks Romanian in the Romanian shop', async () => {
    renderWithProviders(<ProductReviews {...props} />, { shop: 'ro', messages: roRO });
    expect(await screen.findByRole('region', { name: 'Evaluări și recenzii' })).toBeInTheDocument();
    expect(await screen.findByText(/Evaluare medie 4,3 din 5 · 14 recenzii/)).toBeInTheDocument();
    expect(screen.getByText('Client verificat')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scrieți o recenzie' })).toBeInTheDocument();
  });
});
