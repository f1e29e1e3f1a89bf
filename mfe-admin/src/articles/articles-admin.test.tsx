import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { AdminArticle } from 'shared-domain/contracts/admin-articles.ts';
import { useLocation, useRoutes, useShop } from 'shared-ui';
import { renderWithProviders, setupTestServer, staff } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import remote from '../routes.tsx';

function AdminRoutes() {
  const location = useLocation();
  return (
    <>
      <output aria-label="adresa">{location.pathname}</output>
      {useRoutes(remote.routes(useShop().shop))}
    </>
  );
}

function article(id: number, overrides: Partial<AdminArticle> = {}): AdminArticle {
  return {
    id,
    locale: 'cs-CZ',
    slug: `clanek-${id}`,
    topicSlug: 'recenze',
    title: `Článek ${id}`,
    perex: 'Úvod.',
    paragraphs: ['První odstavec.'],
    imageUrl: null,
    relatedProducts: [],
    publishedAt: id === 1 ? '2026-01-10T09:00:00.000Z' : null,
    updatedAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

let articles: AdminArticle[] = [];
const sent: string[] = [];
const topics = [
  { slug: 'rady-a-navody', name: 'Rady a návody' },
  { slug: 'recenze', name: 'Recenze' },
];

setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })),
  http.get('/api/new/admin/articles', () =>
    HttpResponse.json({ items: articles.map(({ paragraphs: _, ...row }) => row), topics }),
  ),
  http.get('/api/new/admin/articles/:id', ({ params }) => {
    const found = articles.find((item) => item.id === Number(params.id));
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json({ type: 'not_found', code: 'article_not_found', message: 'x' }, { status: 404 });
  }),
  http.post('/api/new/admin/articles', async ({ request }) => {
    const body = (await request.json()) as AdminArticle;
    sent.push(`POST ${body.slug} ${body.paragraphs.length}`);
    if (body.slug === 'clanek-1')
      return HttpResponse.json(
        {
          type: 'validation',
          code: 'invalid_request',
          message: 'Článek s\u00a0touto adresou už existuje.',
          errors: { form: { slug: ['Článek s\u00a0touto adresou už existuje.'] } },
        },
        { status: 400 },
      );
    const created = article(9, { ...body, publishedAt: null });
    articles = [created, ...articles];
    return HttpResponse.json(created, { status: 201 });
  }),
  http.post('/api/new/admin/articles/:id/publish', async ({ params, request }) => {
    const { published } = (await request.json()) as { published: boolean };
    sent.push(`PUBLISH ${params.id} ${published}`);
    articles = articles.map((item) =>
      item.id === Number(params.id)
        ? { ...item, publishedAt: published ? '2026-01-15T09:00:00.000Z' : null }
        : item,
    );
    return HttpResponse.json(articles.find((item) => item.id === Number(params.id)));
  }),
  http.delete('/api/new/admin/articles/:id', ({ params }) => {
    sent.push(`DELETE ${params.id}`);
    articles = articles.filter((item) => item.id !== Number(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeEach(() => {
  articles = [article(1), article(2)];
  sent.length = 0;
});

function renderAt(path: string, shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(<AdminRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [path],
  });
}

describe('articles admin', () => {
  it('publishes a draft and deletes an article after confirming', async () => {
    const { user } = renderAt('/admin/clanky');
    const table = await screen.findByRole('table', { name: 'Články obchodu' });
    expect(within(table).getByRole('row', { name: /Článek 2/ })).toHaveTextContent('Koncept');
    await user.click(within(table).getByRole('button', { name: 'Publikovat: Článek 2' }));
    await waitFor(() => expect(sent).toEqual(['PUBLISH 2 true']));
    expect(await within(table).findByRole('button', { name: 'Stáhnout: Článek 2' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Smazat: Článek 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Smazat článek?' });
    expect(dialog).toHaveTextContent('Článek Článek 1 bude smazán.');
    await user.click(within(dialog).getByRole('button', { name: 'Smazat' }));
    await waitFor(() => expect(sent).toContain('DELETE 1'));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Článek 1/ })).not.toBeInTheDocument());
  });

  it('creates an article; a slug already used is shown at its field', async () => {
    const { user } = renderAt('/admin/clanky/novy');
    const form = await screen.findByRole('form', { name: 'Článek' });
    await user.type(within(form).getByRole('textbox', { name: 'Nadpis' }), 'Jak vybrat hodinky');
    await user.type(within(form).getByRole('textbox', { name: /Adresa$/ }), 'clanek-1');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Téma' }), 'rady-a-navody');
    await user.type(within(form).getByRole('textbox', { name: 'Perex' }), 'Na co se zaměřit.');
    await user.type(within(form).getByRole('textbox', { name: 'Text článku' }), 'První.{enter}{enter}Druhý.');
    await user.click(within(form).getByRole('button', { name: 'Uložit' }));
    const slug = within(form).getByRole('textbox', { name: /Adresa$/ });
    await waitFor(() => expect(slug).toHaveAccessibleDescription(/Článek s\stouto adresou už existuje/));
    await user.clear(slug);
    await user.type(slug, 'jak-vybrat-hodinky');
    await user.click(within(form).getByRole('button', { name: 'Uložit' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'adresa' })).toHaveTextContent('/admin/clanky/9'),
    );
    expect(sent).toEqual(['POST clanek-1 2', 'POST jak-vybrat-hodinky 2']);
  });

  it('lists the Romanian shop’s articles in Romanian', async () => {
    renderAt('/admin/articole', 'ro');
    expect(await screen.findByRole('table', { name: 'Articolele magazinului' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Articol nou' })).toHaveAttribute('href', '/admin/articole/nou');
  });
});
