import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useRoutes, useShop } from 'shared-ui';
import { renderWithProviders, setupTestServer, staff } from 'shared-ui/testing.ts';
import csCZ from '../../messages/cs-CZ.ts';
import remote from '../../routes.tsx';

function AdminRoutes() {
  return useRoutes(remote.routes(useShop().shop));
}

const saved: unknown[] = [];
setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })),
  http.get('/api/new/content/admin/menus/:menu', ({ params }) =>
    HttpResponse.json({
      menu: params.menu,
      locale: 'cs-CZ',
      version: params.menu === 'footer' ? 3 : 0,
      items: params.menu === 'footer' ? [{ label: 'O nás', link: '/info/o-nas' }] : [],
    }),
  ),
  http.put('/api/new/content/admin/menus/:menu', async ({ request, params }) => {
    const body = (await request.json()) as { version: number; items: { link: string }[] };
    saved.push({ menu: params.menu, ...body });
    if (body.items.some((item) => !item.link.startsWith('/')))
      return HttpResponse.json(
        {
          type: 'validation',
          code: 'invalid_request',
          message: 'Formulář obsahuje chyby.',
          errors: { form: { 'items.1.link': ['Zadejte platný odkaz.'] } },
        },
        { status: 400 },
      );
    return HttpResponse.json({
      menu: params.menu,
      locale: 'cs-CZ',
      version: body.version + 1,
      items: body.items,
    });
  }),
);

describe('menus in the admin', () => {
  it('edits the footer links, shows a refused link at its field and saves over the version read', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminRoutes />, { messages: csCZ, initialEntries: ['/admin/menu'] });
    const footer = await screen.findByRole('region', { name: 'Patička' });
    expect(await within(footer).findByDisplayValue('O nás')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Další odkazy megamenu' })).getByText(
        'Menu zatím nemá žádné odkazy.',
      ),
    ).toBeInTheDocument();

    await user.click(within(footer).getByRole('button', { name: 'Přidat odkaz' }));
    const second = within(footer).getByRole('group', { name: 'Odkaz 2' });
    await user.type(within(second).getByLabelText(/^Text odkazu/), 'Obchodní podmínky');
    await user.clear(within(second).getByLabelText(/^Adresa/));
    await user.type(within(second).getByLabelText(/^Adresa/), 'obchodni-podminky');
    await user.click(within(footer).getByRole('button', { name: 'Uložit menu' }));
    expect(await within(second).findByText('Zadejte platný odkaz.')).toBeInTheDocument();

    await user.clear(within(second).getByLabelText(/^Adresa/));
    await user.type(within(second).getByLabelText(/^Adresa/), '/info/obchodni-podminky');
    await user.click(within(footer).getByRole('button', { name: 'Posunout odkaz 2 výš' }));
    await user.click(within(footer).getByRole('button', { name: 'Uložit menu' }));
    await waitFor(() =>
      expect(saved.at(-1)).toEqual({
        menu: 'footer',
        version: 3,
        items: [
          { label: 'Obchodní podmínky', link: '/info/obchodni-podminky' },
          { label: 'O nás', link: '/info/o-nas' },
        ],
      }),
    );
  });
});
