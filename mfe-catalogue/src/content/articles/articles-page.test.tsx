import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ArticleSummary } from 'shared-domain';
import { setupTestServer } from 'shared-ui/testing.ts';
import { product } from '../../testing/catalogue-fixtures.ts';
import { renderCatalogueAt } from '../../testing/catalogue-routes.tsx';

function article(n: number, topic = { slug: 'recenze', name: 'Recenze' }): ArticleSummary {
  return {
    slug: `clanek-${n}`,
    title: `Článek číslo ${n}`,
    perex: `Úvod článku ${n}.`,
    imageUrl: null,
    topic,
    publishedAt: `2026-01-${String(20 - n).padStart(2, '0')}T09:00:00.000Z`,
  };
}
const topics = [
  { slug: 'rady-a-navody', name: 'Rady a\u00a0návody', count: 3 },
  { slug: 'recenze', name: 'Recenze', count: 3 },
];
const requests: string[] = [];

setupTestServer(
  http.get('/api/new/catalogue/favourites/', () => HttpResponse.json({ items: [] })),
  http.get('/api/new/content/articles', ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params.toString());
    const page = Number(params.get('page') ?? 1);
    const all = [1, 2, 3, 4, 5, 6].map((n) => article(n));
    return HttpResponse.json({
      topics,
      items: all.slice((page - 1) * 4, page * 4),
      total: 6,
      page,
      pageSize: 4,
    });
  }),
  http.get('/api/new/content/articles/:slug', ({ params }) =>
    params.slug === 'clanek-1'
      ? HttpResponse.json({
          ...article(1),
          paragraphs: ['První odstavec.', 'Druhý odstavec.'],
          relatedProducts: [product(7, { name: 'Apple iPhone 15 128 GB' })],
        })
      : HttpResponse.json(
          { type: 'not_found', code: 'article_not_found', message: 'Nenalezeno' },
          { status: 404 },
        ),
  ),
);

beforeEach(() => {
  requests.length = 0;
});

describe('articles', () => {
  it('lists the newest articles with topics and pages as links', async () => {
    renderCatalogueAt('/clanky');
    expect(await screen.findByRole('heading', { level: 1, name: 'Články' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Článek číslo 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    const nav = screen.getByRole('navigation', { name: 'Témata' });
    expect(within(nav).getByRole('link', { name: 'Recenze (3)' })).toHaveAttribute(
      'href',
      '/clanky?topic=recenze',
    );
    const pages = screen.getByRole('navigation', { name: 'Stránky článků' });
    expect(within(pages).getByRole('link', { name: /2/ })).toHaveAttribute('href', '/clanky?page=2');
    expect(screen.getByRole('link', { name: 'Číst článek: Článek číslo 1' })).toHaveAttribute(
      'href',
      '/clanky/clanek-1',
    );
  });

  it('asks for a topic’s second page from the URL', async () => {
    renderCatalogueAt('/clanky?topic=recenze&page=2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Článek číslo 5' })).toBeInTheDocument();
    expect(requests).toContain('topic=recenze&page=2');
  });

  it('opens an article with its paragraphs and related products (Romanian shop)', async () => {
    renderCatalogueAt('/articole/clanek-1', 'ro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Článek číslo 1' })).toBeInTheDocument();
    expect(screen.getByText('Druhý odstavec.')).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Produse asemănătoare' });
    expect(
      within(related).getByRole('heading', { level: 3, name: 'Apple iPhone 15 128 GB' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toate articolele' })).toHaveAttribute('href', '/articole');
  });

  it('answers an unknown article with the not-found page', async () => {
    renderCatalogueAt('/clanky/nic');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeInTheDocument();
    expect(screen.getByText('Tento článek jsme nenašli. Možná byl stažen.')).toBeInTheDocument();
  });
});
