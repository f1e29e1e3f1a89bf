import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ContentPageDetail } from 'shared-domain/contracts/admin-content-pages.ts';
import { useLocation, useRoutes, useShop } from 'shared-ui';
import { renderWithProviders, setupTestServer, staff } from 'shared-ui/testing.ts';
import csCZ from '../../messages/cs-CZ.ts';
import roRO from '../../messages/ro-RO.ts';
import remote from '../../routes.tsx';
import { contentComponent, contentPage } from '../testing/content-fixtures.ts';

function AdminRoutes() {
  const location = useLocation();
  return (
    <>
      <output aria-label="adresa">{location.pathname}</output>
      {useRoutes(remote.routes(useShop().shop))}
    </>
  );
}

// The api's state of page 5, changed by the handlers as the api would.
let page: ContentPageDetail;
let params: Record<number, { version: number; params: unknown; type: string }>;
const sent: { method: string; path: string; body: unknown }[] = [];

function answerPage() {
  return HttpResponse.json(page);
}

setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })),
  http.get('/api/new/content/admin/pages', () =>
    HttpResponse.json({ items: [page], total: 1, page: 1, pageSize: 50 }),
  ),
  http.post('/api/new/content/admin/pages', async ({ request }) => {
    const body = (await request.json()) as { slug: string; title: string };
    sent.push({ method: 'POST', path: 'pages', body });
    if (body.slug === 'faq')
      return HttpResponse.json(
        {
          type: 'conflict',
          code: 'content_slug_taken',
          message: 'Stránka s\u00a0touto adresou už existuje.',
        },
        { status: 409 },
      );
    page = contentPage({ slug: body.slug, title: body.title });
    return HttpResponse.json(page, { status: 201 });
  }),
  http.get('/api/new/content/admin/pages/5', answerPage),
  http.get('/api/new/admin/history/content-page/5', () =>
    HttpResponse.json({
      items: [
        {
          id: '1',
          at: '2026-11-20T10:00:00.000Z',
          actor: 'admin@example.cz',
          action: 'create',
          before: null,
          after: { slug: 'letni-akce' },
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    }),
  ),
  http.patch('/api/new/content/admin/pages/5', async ({ request }) => {
    const body = (await request.json()) as Record<string, string | null>;
    sent.push({ method: 'PATCH', path: 'pages/5', body });
    page = { ...page, publishAt: body.publishAt, version: page.version + 1 };
    return answerPage();
  }),
  http.post('/api/new/content/admin/pages/5/components', async ({ request }) => {
    const { type } = (await request.json()) as { type: string };
    const id = 20 + page.components.length;
    const initial =
      type === 'faq'
        ? {
            heading: 'Nadpis',
            groups: [{ title: 'Obecné', items: [{ question: 'Otázka?', answer: 'Odpověď.' }] }],
          }
        : { heading: 'Nadpis', body: 'Sem napište text.' };
    params[id] = { version: 1, params: initial, type };
    page = {
      ...page,
      version: page.version + 1,
      components: [
        ...page.components,
        contentComponent({ id, type, position: page.components.length, params: initial }),
      ],
    };
    return answerPage();
  }),
  http.post(
    '/api/new/content/admin/pages/5/components/:componentId/move',
    async ({ params: path, request }) => {
      const { position } = (await request.json()) as { position: number };
      const moving = page.components.find((c) => c.id === Number(path.componentId));
      const others = page.components.filter((c) => c !== moving);
      if (moving) others.splice(position, 0, moving);
      page = { ...page, components: others };
      return answerPage();
    },
  ),
  http.delete('/api/new/content/admin/pages/5/components/:componentId', ({ params: path }) => {
    sent.push({ method: 'DELETE', path: `components/${path.componentId}`, body: null });
    page = { ...page, components: page.components.filter((c) => c.id !== Number(path.componentId)) };
    return answerPage();
  }),
  http.get('/api/new/content/component-params/:id/', ({ params: path }) => {
    const id = Number(path.id);
    return HttpResponse.json({ id, pageId: 5, ...params[id] });
  }),
  http.put('/api/new/content/component-params/:id/', async ({ params: path, request }) => {
    const id = Number(path.id);
    const body = (await request.json()) as { version: number; params: Record<string, unknown> };
    sent.push({ method: 'PUT', path: `params/${id}`, body });
    if (!body.params.body && params[id].type === 'text')
      return HttpResponse.json(
        {
          type: 'validation',
          code: 'component_params_invalid',
          message: 'Parametry komponenty nelze uložit.',
          errors: { params: { body: ['Vyplňte prosím toto pole.'] } },
        },
        { status: 400 },
      );
    params[id] = { ...params[id], version: params[id].version + 1, params: body.params };
    return HttpResponse.json({ id, pageId: 5, ...params[id] });
  }),
  http.post('/api/new/content/admin/pages/5/publish', async ({ request }) => {
    sent.push({ method: 'POST', path: 'publish', body: await request.json() });
    page = {
      ...page,
      status: 'published',
      live: true,
      changedSincePublish: false,
      version: page.version + 1,
    };
    return answerPage();
  }),
  http.get('/api/new/content/admin/pages/5/preview-link', () =>
    HttpResponse.json({
      url: 'http://localhost/info/letni-akce?preview=5.9.sig',
      expiresAt: '2026-11-28T10:00:00Z',
    }),
  ),
);

beforeEach(() => {
  page = contentPage();
  params = {};
  sent.length = 0;
});

function renderAt(path: string, shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(<AdminRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [path],
  });
}

describe('pages made of components in the admin', () => {
  it('lists the pages with their state and creates a new one, opening its editor', async () => {
    const user = userEvent.setup();
    renderAt('/admin/stranky');
    const table = await screen.findByRole('table', { name: 'Stránky obchodu' });
    expect(await within(table).findByRole('link', { name: 'Letní akce' })).toHaveAttribute(
      'href',
      '/admin/stranky/5',
    );
    expect(within(table).getByText('Koncept')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Nadpis stránky/), 'Časté dotazy');
    await user.type(screen.getByLabelText(/^Adresa stránky/), 'faq');
    await user.click(screen.getByRole('button', { name: 'Vytvořit stránku' }));
    expect(await screen.findByText(/touto adresou/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Adresa stránky/));
    await user.type(screen.getByLabelText(/^Adresa stránky/), 'jarni-akce');
    await user.click(screen.getByRole('button', { name: 'Vytvořit stránku' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'adresa' })).toHaveTextContent('/admin/stranky/5'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stránka Časté dotazy' }),
    ).toBeInTheDocument();
  });

  it('adds components by type, shows the server’s field errors at the field, moves and removes them', async () => {
    const user = userEvent.setup();
    renderAt('/admin/stranky/5');
    expect(await screen.findByText('Stránka zatím nemá žádné komponenty.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Přidat komponentu' }));
    const text = await screen.findByLabelText(/^Text/, { selector: 'textarea' });
    await user.clear(text);
    await user.click(screen.getByRole('button', { name: 'Uložit parametry' }));
    expect(await screen.findByText('Vyplňte prosím toto pole.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Text/, { selector: 'textarea' })).toHaveAccessibleDescription(
      expect.stringContaining('Vyplňte prosím toto pole.'),
    );
    await user.type(
      screen.getByLabelText(/^Text/, { selector: 'textarea' }),
      'Nové telefony za skvělé ceny.',
    );
    await user.click(screen.getByRole('button', { name: 'Uložit parametry' }));
    await waitFor(() =>
      expect(sent.at(-1)?.body).toEqual({
        version: 1,
        params: { heading: 'Nadpis', body: 'Nové telefony za skvělé ceny.' },
      }),
    );

    await user.selectOptions(screen.getByLabelText('Typ nové komponenty'), 'Časté dotazy');
    await user.click(screen.getByRole('button', { name: 'Přidat komponentu' }));
    expect(await screen.findByRole('heading', { level: 3, name: '2. Časté dotazy' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Přidat otázku' }));
    const questions = screen.getAllByLabelText(/^Otázka/, { selector: 'input' });
    await user.type(questions[1], 'Jak dlouho trvá doprava?');
    await user.type(screen.getAllByLabelText(/^Odpověď/)[1], 'Jeden den.');
    const faqForm = screen.getAllByRole('form', { name: 'Parametry komponenty' })[1];
    await user.click(within(faqForm).getByRole('button', { name: 'Uložit parametry' }));
    await waitFor(() =>
      expect(sent.at(-1)?.body).toMatchObject({
        params: {
          groups: [
            {
              title: 'Obecné',
              items: [
                { question: 'Otázka?', answer: 'Odpověď.' },
                { question: 'Jak dlouho trvá doprava?', answer: 'Jeden den.' },
              ],
            },
          ],
        },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Posunout komponentu 2 výš' }));
    expect(await screen.findByRole('heading', { level: 3, name: '1. Časté dotazy' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Odebrat komponentu 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Odebrat komponentu?' });
    await user.click(within(dialog).getByRole('button', { name: 'Odebrat' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: /Text/ })).not.toBeInTheDocument(),
    );
    expect(sent.some((call) => call.method === 'DELETE' && call.path === 'components/20')).toBe(true);
  });

  it('schedules in shop time, publishes after confirming and opens the signed preview link', async () => {
    const user = userEvent.setup();
    const opened = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    renderAt('/admin/stranky/5');
    const from = await screen.findByLabelText(/^Zobrazit od/);
    await user.type(from, '2026-12-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Uložit údaje' }));
    await waitFor(() =>
      expect(sent.at(-1)?.body).toMatchObject({ publishAt: '2026-12-01T09:00', version: 1 }),
    );

    await user.click(screen.getByRole('button', { name: 'Zveřejnit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Zveřejnit stránku?' });
    expect(dialog).toHaveTextContent('od 2026-12-01 09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Zveřejnit' }));
    expect(
      await screen.findByText(/Zveřejněno: návštěvníci stránku vidí na adrese \/info\/letni-akce/),
    ).toBeInTheDocument();
    expect(sent.find((call) => call.path === 'publish')?.body).toEqual({ version: 2 });

    await user.click(screen.getByRole('button', { name: 'Náhled' }));
    await waitFor(() =>
      expect(opened.location.href).toBe('http://localhost/info/letni-akce?preview=5.9.sig'),
    );
    open.mockRestore();
  });

  it('shows the page’s history of changes', async () => {
    renderAt('/admin/stranky/5');
    const history = await screen.findByRole('region', { name: 'Historie změn' });
    expect(await within(history).findByText(/admin@example\.cz/)).toBeInTheDocument();
  });

  it('is translated for the Romanian shop', async () => {
    renderAt('/admin/pagini/5', 'ro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina Letní akce' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publicați' })).toBeInTheDocument();
  });
});
